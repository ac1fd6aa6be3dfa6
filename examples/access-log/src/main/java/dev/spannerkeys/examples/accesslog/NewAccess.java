package dev.spannerkeys.examples.accesslog;

/**
 * A page view to record; the time is the server's.
 *
 * @param page the page
 * @param durationMillis how long the page took to serve
 */
public record NewAccess(String page, long durationMillis) {
}
