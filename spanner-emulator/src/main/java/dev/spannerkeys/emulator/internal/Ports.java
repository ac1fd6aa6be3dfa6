package dev.spannerkeys.emulator.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** TCP helpers: pick a free loopback port, and check that something accepts connections. */
public final class Ports {

    public static final String LOOPBACK = "127.0.0.1";

    private Ports() {
    }

    /** A port that was free a moment ago; another process may still take it before we bind. */
    public static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on " + LOOPBACK, e);
        }
    }

    /** Whether a TCP connection to host:port succeeds within timeoutMillis. */
    public static boolean accepts(String host, int port, int timeoutMillis) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
