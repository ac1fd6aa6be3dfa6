package dev.spannerkeys.hibernate;

/**
 * The Hibernate configuration properties this library reads. Set them like any other Hibernate
 * property (persistence.xml, {@code Configuration#setProperty}, Spring's
 * {@code spring.jpa.properties.*}).
 */
public final class SpannerKeysSettings {

    /**
     * Which JDBC client pooled sequence refills use: {@code auto} (default), {@code shared} or
     * {@code dedicated}.
     *
     * <p>A refill runs in a read-write transaction of its own, on a connection of its own.
     * {@code shared} takes that connection from Hibernate's connection provider, as Hibernate's
     * own table generator does; right for Cloud Spanner. {@code dedicated} opens it with the
     * driver on the same URL but as a separate Spanner client, because the emulator lets only one
     * read-write transaction per client run at a time: a refill on the shared client would make
     * the caller's open transaction fail at commit. {@code auto} picks {@code dedicated} when the
     * URL points at an emulator ({@code autoConfigEmulator=true}, {@code usePlainText=true}, or
     * {@code SPANNER_EMULATOR_HOST} is set) and {@code shared} otherwise.
     */
    public static final String SEQUENCE_REFILL_CLIENT = "spanner.keys.sequence.refill-client";

    /**
     * How many times a pool refill is tried when Spanner aborts its transaction (default 5) before
     * the insert fails with an {@code IdentifierGenerationException}.
     */
    public static final String SEQUENCE_REFILL_ATTEMPTS = "spanner.keys.sequence.refill-attempts";

    /**
     * What the hotspot advisor does while the session factory is built: {@code warn} (default) logs its
     * report once, {@code fail} refuses to start when the report has an error (the full report is the
     * exception's message), {@code off} skips it. With schema update or validate it also checks existing
     * keys against each {@code @BitReversedSequence}. See {@code docs/advisor.md}.
     */
    public static final String ADVISOR = "spanner.keys.advisor";

    private SpannerKeysSettings() {
    }
}
