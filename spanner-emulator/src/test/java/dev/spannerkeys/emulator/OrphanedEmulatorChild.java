package dev.spannerkeys.emulator;

/**
 * Test fixture: the main class of a child JVM that launches an emulator, prints its process id and
 * port, and waits to be killed ({@link OrphanedEmulatorTest}).
 */
public final class OrphanedEmulatorChild {

    private OrphanedEmulatorChild() {
    }

    /**
     * Starts an emulator and waits.
     *
     * @param args none
     * @throws InterruptedException never: the parent kills this JVM
     */
    public static void main(String[] args) throws InterruptedException {
        SpannerEmulator emulator = SpannerEmulator.start();
        System.out.println("emulator " + emulator.processId().orElse(-1) + " " + emulator.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
