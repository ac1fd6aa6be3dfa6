package dev.spannerkeys.zoo.telemetry;

/** What a device is, stored by ordinal. */
public enum DeviceKind {
    THERMOMETER, HYGROMETER, GATEWAY
}
