package dev.spannerkeys.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.spannerkeys.emulator.internal.HostPort;
import org.junit.jupiter.api.Test;

class HostPortTest {

    @Test
    void parsesHostAndPort() {
        assertEquals(new HostPort("localhost", 9010), HostPort.parse("localhost:9010"));
        assertEquals(new HostPort("127.0.0.1", 9010), HostPort.parse(" 127.0.0.1:9010 "));
        assertEquals(new HostPort("::1", 9010), HostPort.parse("[::1]:9010"));
    }

    @Test
    void printsIpv6InBrackets() {
        assertEquals("[::1]:9010", new HostPort("::1", 9010).toString());
        assertEquals("127.0.0.1:9010", new HostPort("127.0.0.1", 9010).toString());
    }

    @Test
    void rejectsWhatIsNotHostAndPort() {
        for (String bad : new String[] {"localhost", "localhost:", ":9010", "localhost:abc", "localhost:70000",
                "http://localhost:9010", "::1:9010", ""}) {
            assertThrows(IllegalArgumentException.class, () -> HostPort.parse(bad), bad);
        }
    }
}
