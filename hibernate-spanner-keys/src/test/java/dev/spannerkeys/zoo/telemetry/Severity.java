package dev.spannerkeys.zoo.telemetry;

/** How bad an event is, stored by name. */
public enum Severity {
    DEBUG, INFO, WARNING, CRITICAL
}
