package dev.spannerkeys.hibernate.config;

import dev.spannerkeys.hibernate.internal.config.SettingValues;


/**
 * The Hibernate configuration properties this library reads. Set them like any other Hibernate
 * property (persistence.xml, {@code Configuration#setProperty}, Spring's
 * {@code spring.jpa.properties.*}).
 *
 * <p>Every value is read by {@link SettingValues} and checked when the service registry is built,
 * before any connection is opened: a value the library does not accept (a switch set to
 * {@code maybe}, an unknown write mode, a malformed duration) fails the bootstrap with an
 * {@link InvalidSettingException} naming the setting, the value and the values allowed.
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
     * How many times a pool refill is tried when it fails with a transient error (Spanner aborted its
     * transaction, {@code UNAVAILABLE}, {@code DEADLINE_EXCEEDED}), at most, before the insert fails with
     * an {@code IdentifierGenerationException}: a whole number of 1 or more (default 5). The attempts and
     * the pauses between them stay within {@link #SEQUENCE_REFILL_TIMEOUT}.
     */
    public static final String SEQUENCE_REFILL_ATTEMPTS = "spanner.keys.sequence.refill-attempts";

    /**
     * How long a pool refill may take before the insert that needs an id fails (default {@code 30s}):
     * seconds ({@code 30}), a number with {@code ms}, {@code s}, {@code m} or {@code h} ({@code 3s}), or
     * an ISO-8601 duration ({@code PT30S}); more than zero.
     *
     * <p>The bound covers the whole refill: opening its connection, its read-write transaction, the
     * retries of transient errors ({@code ABORTED}, {@code UNAVAILABLE}, {@code DEADLINE_EXCEEDED},
     * within {@link #SEQUENCE_REFILL_ATTEMPTS}) and their pauses. It also bounds every wait of a thread
     * for a refill another thread (or the background) runs. When it passes, the waiting thread gets an
     * {@code IdentifierGenerationException} naming the sequence and this setting; no thread that needs
     * an id waits longer. Without it, a database that accepts connections but does not answer kept
     * refills, and every thread needing an id, waiting for minutes (measured; see
     * {@code docs/reliability.md}).
     */
    public static final String SEQUENCE_REFILL_TIMEOUT = "spanner.keys.sequence.refill-timeout";

    /**
     * Whether pooled sequence generators fetch their next batch in the background before the pool
     * runs dry: {@code true} (default) or {@code false}.
     *
     * <p>When a pool's remaining ids fall below {@link #SEQUENCE_LOW_WATER_MARK}, one refill starts on
     * a small executor of the session factory (at most two daemon threads named
     * {@code spanner-keys-refill-*}, stopped when the session factory closes). Callers keep taking ids
     * meanwhile and switch to the new batch without waiting, unless they use the pool up faster than
     * a refill completes. A background refill that fails after its
     * {@linkplain #SEQUENCE_REFILL_ATTEMPTS attempts} is reported to the next caller that needs ids,
     * as the cause of its {@code IdentifierGenerationException}; the caller after it tries again.
     *
     * <p>The price is one batch of sequence values drawn ahead: a session factory that closes drops
     * the unused rest of its pool and the batch fetched ahead (values are never reused, so ids stay
     * unique; the sequence simply has a gap). With {@code false} a caller that finds the pool empty
     * fetches the next batch itself while the others that need ids wait, as before.
     */
    public static final String SEQUENCE_PREFETCH = "spanner.keys.sequence.prefetch";

    /**
     * When a background refill starts ({@link #SEQUENCE_PREFETCH}): as soon as fewer ids than this
     * remain in a pool. A number of ids ({@code 200}) or a share of each pool's {@code poolSize}
     * ({@code 50%}, the default); at least 1, and at most the pool size, which fetches the next batch
     * as soon as the previous one arrives.
     *
     * <p>The refill must complete before the remaining ids are used up: with a refill taking
     * {@code t} seconds and ids drawn at {@code r} per second, a mark above {@code r * t} keeps
     * callers from waiting.
     */
    public static final String SEQUENCE_LOW_WATER_MARK = "spanner.keys.sequence.low-water-mark";

    /**
     * Whether each pooled sequence opens its refill connections and draws its first batch while the
     * session factory starts ({@code true}, the default), so that neither opening the refill client nor
     * the first round trip falls inside the application's first transaction. Costs one sequence round
     * trip per {@code @BitReversedSequence} sequence at startup. A first draw that fails there (the
     * database is not reachable yet, the sequence is missing) is logged as a warning and left to the
     * first id drawn, which then reports it as usual; the session factory starts anyway. {@code false}
     * sets the pool up on the first id drawn.
     */
    public static final String SEQUENCE_PREFETCH_ON_START = "spanner.keys.sequence.prefetch-on-start";

    /**
     * A Micrometer {@code MeterRegistry} object (not a class name) to record the library's metrics
     * in: sequence refills, pool levels, waits for ids, and the write path's writes and commits (see
     * {@code docs/metrics.md}). Unset: no metrics, and Micrometer need not be on the class path. The
     * Spring Boot starter sets it when the application has a {@code MeterRegistry} bean.
     */
    public static final String METRICS_REGISTRY = "spanner.keys.metrics.registry";

    /**
     * Whether a DDL statement the database rejects during {@code create}, {@code create-drop} or
     * {@code update} fails the bootstrap: {@code true} (default) or {@code false}.
     *
     * <p>With {@code true} the session factory does not start, and the exception carries the
     * database's message and the statements of the rejected batch; an application whose schema
     * is not what its mapping says would otherwise start and fail at its first write. A rejected
     * batch is never re-sent statement by statement, so a failure does not leave a schema that is
     * half changed by retries. {@code false} logs the failure as Hibernate does and goes on.
     * Dropping (the first half of {@code create}, and {@code create-drop} at close) never halts:
     * an object that is not there yet is not an error worth stopping for. A change {@code update}
     * refuses before sending anything (a changed key or interleaving, a NOT NULL column without
     * default on a table with rows, a unique index over duplicates) fails the bootstrap either way.
     *
     * <p>It covers the DDL only. The statements of data scripts ({@code import.sql},
     * {@code hibernate.hbm2ddl.import_files}, {@code jakarta.persistence.sql-load-script-source}) run after the DDL
     * and follow Hibernate's own {@code hibernate.hbm2ddl.halt_on_error} (default {@code false}: a refused
     * statement is logged with its script, line and text, and the rest run).
     */
    public static final String SCHEMA_HALT_ON_ERROR = "spanner.keys.schema.halt-on-error";

    /**
     * What the hotspot advisor does while the session factory is built: {@code warn} (default) logs its
     * report once, {@code fail} refuses to start when the report has an error (the full report is the
     * exception's message), {@code off} skips it. With schema update or validate it also checks existing
     * keys against each {@code @BitReversedSequence}. See {@code docs/advisor.md}.
     */
    public static final String ADVISOR = "spanner.keys.advisor";

    /**
     * How inserts, updates and deletes are sent: {@code dml} (default), {@code mutations-at-commit}
     * (recommended) or {@code mutations-always} (see {@link dev.spannerkeys.hibernate.mutations.WriteMode}).
     *
     * <p>{@code mutations-at-commit} sends the writes of the flush Hibernate performs inside
     * {@code commit()} as Spanner mutations buffered into the same transaction, instead of one DML
     * statement per row; earlier flushes (an explicit {@code flush()}, the automatic flush before a
     * query) stay DML. Application logic cannot tell the difference: after the commit flush nothing in
     * the transaction reads the database, the rows become visible atomically at commit either way, and
     * a rejected row still fails {@code commit()} with the exception type DML gives. Writes a mutation
     * cannot express exactly (versioned updates and deletes, database-generated values, custom SQL,
     * collection tables, ...) stay DML. Bulk inserts then run at the speed of the mutation API, two
     * orders of magnitude above DML on the emulator.
     *
     * <p>The default stays {@code dml} because the mutation modes do change what tooling and tests
     * observe: the SQL log and JDBC statement statistics no longer show the INSERTs, a rejected row is
     * reported with Spanner's commit-time wording, and deleting an unversioned row that another
     * transaction already deleted is not reported. An application opts in with one property, knowing
     * that; new applications should. {@code mutations-always} also turns mid-transaction flushes into
     * mutations, so a query no longer sees rows written earlier in its transaction. See
     * {@code docs/write-path.md}.
     */
    public static final String WRITE_MODE = "spanner.keys.write-mode";

    /**
     * How long a commit may wait for Spanner's answer before it fails with
     * {@code dev.spannerkeys.hibernate.errors.CommitOutcomeUnknownException} (default {@code 60s}, in every
     * write mode): seconds ({@code 60}), a number with {@code ms}, {@code s} or {@code m} ({@code 30s}),
     * or an ISO-8601 duration ({@code PT30S}); {@code 0} waits as long as the JDBC driver does.
     *
     * <p>A transaction timeout ({@code Transaction.setTimeout}, {@code @Transactional(timeout = ...)})
     * shortens it to what is left of the transaction's time (at least one second). The Spanner JDBC driver
     * retries a commit it cannot deliver for far longer, and its {@code STATEMENT_TIMEOUT} does not apply
     * to commits; see {@code docs/reliability.md}.
     */
    public static final String COMMIT_TIMEOUT = "spanner.keys.commit-timeout";

    /**
     * Whether Hibernate's {@code @CreationTimestamp}, {@code @UpdateTimestamp} and {@code @CurrentTimestamp}
     * attributes are written as Spanner commit timestamps, exactly like
     * {@code @dev.spannerkeys.annotations.CommitTimestamp} ({@code @CreationTimestamp} on inserts,
     * {@code @UpdateTimestamp} on inserts and updates, {@code @CurrentTimestamp} on the writes its
     * {@code event} names), instead of the JVM's clock (or the database's current time): {@code false}
     * (default) or {@code true}.
     *
     * <p>With {@code true}, such a column gets {@code allow_commit_timestamp} (PostgreSQL:
     * {@code spanner.commit_timestamp}), its writes carry the pending commit timestamp (a mutation's
     * {@code Value.COMMIT_TIMESTAMP}, or the pending-commit-timestamp expression in DML) in every write mode, and
     * after the commit the attribute holds the commit timestamp. What cannot be honoured is refused at
     * bootstrap, naming entity and attribute: other Java types than {@code Instant}, {@code OffsetDateTime},
     * {@code LocalDateTime} and {@code java.sql.Timestamp}, and key parts. See
     * {@code docs/schema/commit-timestamps.md}.
     */
    public static final String HIBERNATE_TIMESTAMPS_FROM_COMMIT = "spanner.keys.hibernate-timestamps-from-commit";

    /**
     * Whether the transactions of Hibernate's connections take turns on an emulator database:
     * {@code auto} (default), {@code on} or {@code off}
     * (see {@link dev.spannerkeys.jdbc.TransactionSerialization}).
     *
     * <p>The emulator runs one transaction per database at a time, and a transaction that begins on a
     * Spanner client invalidates the client's other open transactions; concurrent sessions there fail
     * with {@code ABORTED}, {@code Invalid transaction ID} or {@code Transaction not found}. With this
     * setting on, Hibernate's connection provider is wrapped so that every transaction (read-write or
     * read-only) and every autocommit write waits for its database's lock, which the JVM's other
     * serialized connections share (see {@code dev.spannerkeys.jdbc}); autocommit reads run freely.
     * {@code auto} turns it on when the JDBC URL targets an emulator ({@code autoConfigEmulator=true},
     * {@code usePlainText=true}, or {@code SPANNER_EMULATOR_HOST} is set) and off otherwise: Cloud
     * Spanner runs transactions concurrently and needs none of it. {@code on} serializes every
     * Spanner connection; {@code off} installs nothing. Connections that are serialized already (the
     * Spring Boot starter wraps the application's {@code DataSource}) are never wrapped twice.
     */
    public static final String EMULATOR_SERIALIZE_TRANSACTIONS = "spanner.keys.emulator.serialize-transactions";

    /**
     * How long a serialized transaction waits for its database's lock before it fails with
     * {@link dev.spannerkeys.jdbc.TransactionLockTimeoutException}, whose message names the thread
     * holding the lock and how long it has held it: a number of seconds ({@code 60}), a number with a
     * unit ({@code 500ms}, {@code 60s}, {@code 2m}) or an ISO-8601 duration ({@code PT60S}). Default
     * 60 seconds. Applies where {@link #EMULATOR_SERIALIZE_TRANSACTIONS} wraps the connections.
     */
    public static final String EMULATOR_LOCK_TIMEOUT = "spanner.keys.emulator.lock-timeout";

    /**
     * What happens to stock {@code @GeneratedValue} ids: {@code take-over} (default) or {@code stock}
     * (see {@link GeneratedValues}).
     *
     * <p>With {@code take-over}, an id declared {@code @GeneratedValue} ({@code IDENTITY}, {@code SEQUENCE}
     * with or without {@code @SequenceGenerator}, {@code AUTO}, {@code TABLE}) on a {@code Long},
     * {@code long}, {@code Integer} or {@code int} attribute gets what {@code @BitReversedSequence} gives:
     * a pool of values per round trip from a {@code bit_reversed_positive} sequence, fetched ahead in the
     * background, a skip range that keeps new keys away from small explicit ones, and the key column's
     * {@code DEFAULT} drawing from the same sequence, in every schema action and script. The sequence is
     * the one Hibernate would have used: {@code @SequenceGenerator(sequenceName)}, else the name
     * Hibernate's naming strategy gives ({@code <table>_SEQ} by default), so a database created by stock
     * Hibernate keeps being drawn from. {@code Integer} and {@code int} ids get 31-bit keys spread over the
     * positive {@code int} range. UUID ids keep Hibernate's random generation. One INFO line at bootstrap
     * lists the ids taken over. See {@code docs/adopting.md}.
     *
     * <p>With {@code stock}, Hibernate's own generators stay (one round trip per id); their sequences and
     * identity columns are created {@code bit_reversed_positive} in both dialects.
     */
    public static final String GENERATED_VALUES = "spanner.keys.generated-values";

    /**
     * How fresh the data of read-only transactions must be, unless the code says otherwise: unset or
     * {@code strong} (default), {@code max:<duration>} (e.g. {@code max:15s}) or {@code exact:<duration>}
     * (e.g. {@code exact:10s}), the duration as for the other durations of the library (see
     * {@code dev.spannerkeys.transactions.Staleness}).
     *
     * <p>Applies to every read-only transaction of the persistence unit: Spring's
     * {@code @Transactional(readOnly = true)} and Spring Data repository read methods, and
     * {@code SpannerReads.readOnly}. Read-write transactions are never stale. A stale read takes no locks,
     * is served by the nearest replica and may miss changes of the last {@code <duration>}; see
     * {@code docs/transactions.md}.
     */
    public static final String READ_ONLY_STALENESS = "spanner.keys.read-only.staleness";

    /**
     * The transaction tag of read-write transactions (unset: none), also the name of the
     * {@code EntityManager} property that tags the transactions one entity manager begins
     * ({@code entityManager.setProperty(TRANSACTION_TAG, "checkout")}, or in the map of
     * {@code createEntityManager}): printable ASCII, at most 50 characters.
     *
     * <p>Spanner records the tag with the transaction's lock waits, aborts and statistics
     * ({@code SPANNER_SYS} tables), so contention can be traced to the code that caused it; the tag reaches
     * every statement and the commit, also the commit of writes sent as mutations. Read-only transactions
     * carry no transaction tag. The tag of one transaction wins over the entity manager's, which wins over
     * this setting; see {@code docs/transactions.md}.
     */
    public static final String TRANSACTION_TAG = "spanner.keys.transaction.tag";

    /**
     * The request priority of transactions (unset: Spanner's default, high), also the name of the
     * {@code EntityManager} property for the transactions one entity manager begins: {@code low},
     * {@code medium} or {@code high} (see {@code dev.spannerkeys.transactions.RequestPriority}). It applies
     * to every statement and to the commit of read-write and read-only transactions alike.
     */
    public static final String TRANSACTION_PRIORITY = "spanner.keys.transaction.priority";

    /**
     * How many times {@code SpannerTransactions.runWithRetry} runs a unit of work whose transaction Spanner
     * aborted, at most, before it throws the last failure: a whole number of 1 or more (default 10). The
     * pauses between attempts grow from 10 ms to 1 s, jittered, or follow the delay Spanner asked for.
     */
    public static final String TRANSACTION_RETRY_ATTEMPTS = "spanner.keys.transaction.retry-attempts";

    private SpannerKeysSettings() {
    }
}
