package dev.spannerkeys.emulator.internal;

/** The last discovery path: an emulator in a container. An interface so tests can stand in for Docker. */
public interface ContainerRuntime {

    /** Null when a container can be started; otherwise why not, for the not-found message. */
    String unavailableReason();

    /** Starts an emulator container; only called when {@link #unavailableReason()} is null. */
    RunningEmulator start();
}
