package dev.spannerkeys.emulator.internal;

/** A host and port, parsed from and printed as {@code host:port} ({@code [v6]:port} for IPv6). */
public record HostPort(String host, int port) {

    public HostPort {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host is empty");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port out of range: " + port);
        }
    }

    /** Parses {@code host:port} or {@code [ipv6]:port}; throws IllegalArgumentException saying why not. */
    public static HostPort parse(String text) {
        String s = text == null ? "" : text.trim();
        int colon = s.lastIndexOf(':');
        if (colon <= 0 || colon == s.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not host:port (e.g. localhost:9010)");
        }
        String host = s.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.contains(":") || host.contains("/")) {
            throw new IllegalArgumentException("'" + text + "' is not host:port (e.g. localhost:9010; no scheme)");
        }
        try {
            return new HostPort(host, Integer.parseInt(s.substring(colon + 1)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not host:port: " + e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
}
