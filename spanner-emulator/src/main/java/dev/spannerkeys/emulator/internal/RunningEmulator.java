package dev.spannerkeys.emulator.internal;

import java.util.OptionalLong;

/** One reachable emulator and how to stop it; each discovery path supplies its own. */
public interface RunningEmulator {

    String host();

    int port();

    /** Whether this JVM started it, so that closing must stop it and a shutdown hook is needed. */
    boolean startedHere();

    /** The id of the emulator's own process when this JVM launched it as one; empty otherwise. */
    default OptionalLong processId() {
        return OptionalLong.empty();
    }

    /** Stops what this JVM started; does nothing for an emulator it merely connected to. Idempotent. */
    void stop();

    /** An emulator that someone else runs, e.g. the one named by SPANNER_EMULATOR_HOST. */
    static RunningEmulator external(HostPort address) {
        return new RunningEmulator() {
            @Override
            public String host() {
                return address.host();
            }

            @Override
            public int port() {
                return address.port();
            }

            @Override
            public boolean startedHere() {
                return false;
            }

            @Override
            public void stop() {
                // Not ours: someone else started it and may still be using it.
            }
        };
    }
}
