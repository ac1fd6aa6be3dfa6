package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.config.AdvisorMode;
import dev.spannerkeys.hibernate.config.GeneratedValues;
import dev.spannerkeys.hibernate.config.RefillClientMode;
import dev.spannerkeys.hibernate.mutations.WriteMode;
import dev.spannerkeys.jdbc.TransactionSerialization;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.transactions.RequestPriority;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The Spring Boot properties under {@code spanner.keys.*}: Hibernate settings for Spanner and the
 * development emulator.
 *
 * <p>Set them in {@code application.properties} / {@code application.yaml}; the starter's
 * auto-configuration turns them into Hibernate settings (see
 * {@link SpannerKeysHibernatePropertiesCustomizer}) and, with {@code spanner.keys.emulator.enabled},
 * into a connection to a local emulator. A Hibernate setting given directly under
 * {@code spring.jpa.properties.*} always wins over the value derived from these properties.
 *
 * <p>Where a property selects one of the library's settings, its type is the library's own enum
 * ({@link WriteMode}, {@link AdvisorMode}, {@link GeneratedValues}, {@link RefillClientMode}); Boot binds {@code warn},
 * {@code mutations-at-commit} etc. to their constants, and the value handed to Hibernate is the
 * constant's {@code settingValue()}. Such a property left unset is not passed on, so the library's
 * default applies.
 *
 * <p>New groups are added as fields beside the existing ones, one per library feature.
 */
@ConfigurationProperties("spanner.keys")
public class SpannerKeysProperties {

    /**
     * SQL dialect of the Spanner database, used to force the library's Hibernate dialect. Leave
     * unset to have it detected from the JDBC connection; set it only when Hibernate must not (or
     * cannot) ask the database, e.g. to generate DDL scripts offline. Ignored when
     * "hibernate.dialect", "spring.jpa.database-platform" or "spring.jpa.database" is set.
     */
    private @Nullable SqlDialect dialect;

    /**
     * How Hibernate's writes reach Spanner: "dml" (every write a DML statement), "mutations-at-commit"
     * (the writes of the commit-time flush are buffered as mutations, much faster for bulk writes;
     * earlier flushes stay DML so queries still see them) or "mutations-always". Unset leaves the
     * library's default, "dml". See docs/write-path.md.
     */
    private @Nullable WriteMode writeMode;

    /**
     * What the hotspot advisor does at start-up: "fail" refuses to start on an error, "warn" logs the
     * report once, "off" skips it. Unset leaves the library's default, "warn". See docs/advisor.md.
     */
    private @Nullable AdvisorMode advisor;

    /**
     * What happens to stock @GeneratedValue ids: "take-over" draws Long and Integer ids declared IDENTITY,
     * SEQUENCE, AUTO or TABLE from a pooled bit-reversed sequence (the one Hibernate would have used), with
     * the key column's default drawing from it too; "stock" keeps Hibernate's own generators (one sequence
     * round trip per id). Unset leaves the library's default, "take-over". See docs/adopting.md.
     */
    private @Nullable GeneratedValues generatedValues;

    /**
     * Whether Hibernate's @CreationTimestamp, @UpdateTimestamp and @CurrentTimestamp attributes are
     * written as Spanner commit timestamps, like @CommitTimestamp (after the commit the attribute holds the
     * commit timestamp), instead of the JVM's clock, in every write mode; what cannot be honoured is refused
     * at start-up. Unset leaves the library's default, false. See docs/schema/commit-timestamps.md.
     */
    private @Nullable Boolean hibernateTimestampsFromCommit;

    private final Jdbc jdbc = new Jdbc();

    private final Schema schema = new Schema();

    private final Sequence sequence = new Sequence();

    private final Emulator emulator = new Emulator();

    private final ReadOnly readOnly = new ReadOnly();

    private final Transaction transaction = new Transaction();

    public @Nullable SqlDialect getDialect() {
        return dialect;
    }

    public void setDialect(@Nullable SqlDialect dialect) {
        this.dialect = dialect;
    }

    public @Nullable WriteMode getWriteMode() {
        return writeMode;
    }

    public void setWriteMode(@Nullable WriteMode writeMode) {
        this.writeMode = writeMode;
    }

    public @Nullable AdvisorMode getAdvisor() {
        return advisor;
    }

    public void setAdvisor(@Nullable AdvisorMode advisor) {
        this.advisor = advisor;
    }

    public @Nullable GeneratedValues getGeneratedValues() {
        return generatedValues;
    }

    public void setGeneratedValues(@Nullable GeneratedValues generatedValues) {
        this.generatedValues = generatedValues;
    }

    public @Nullable Boolean getHibernateTimestampsFromCommit() {
        return hibernateTimestampsFromCommit;
    }

    public void setHibernateTimestampsFromCommit(@Nullable Boolean hibernateTimestampsFromCommit) {
        this.hibernateTimestampsFromCommit = hibernateTimestampsFromCommit;
    }

    public Jdbc getJdbc() {
        return jdbc;
    }

    public Schema getSchema() {
        return schema;
    }

    /** The schema actions ({@code create}, {@code create-drop}, {@code update}). */
    public static class Schema {

        /**
         * Whether a DDL statement the database rejects during create, create-drop or update fails the start:
         * true or false. Covers the DDL only: a statement of a data script (import.sql,
         * hibernate.hbm2ddl.import_files, jakarta.persistence.sql-load-script-source) follows Hibernate's own
         * hibernate.hbm2ddl.halt_on_error (default: logged, and the start goes on). Spring's schema.sql and
         * data.sql are run by Spring (spring.sql.init.continue-on-error). Unset leaves the library's default,
         * true. See docs/schema/schema-actions.md.
         */
        private @Nullable Boolean haltOnError;

        public @Nullable Boolean getHaltOnError() {
            return haltOnError;
        }

        public void setHaltOnError(@Nullable Boolean haltOnError) {
            this.haltOnError = haltOnError;
        }
    }

    public Sequence getSequence() {
        return sequence;
    }

    public Emulator getEmulator() {
        return emulator;
    }

    public ReadOnly getReadOnly() {
        return readOnly;
    }

    public Transaction getTransaction() {
        return transaction;
    }

    /**
     * JDBC batching. The library's generators assign ids before the insert, so Hibernate can send
     * inserts in batches: one round trip per batch instead of one per row.
     */
    public static class Jdbc {

        /**
         * Number of statements Hibernate sends in one JDBC batch ("hibernate.jdbc.batch_size").
         * 0 or less leaves Hibernate's own default (no batching).
         */
        private int batchSize = 100;

        /**
         * Whether Hibernate groups inserts by table so that they batch ("hibernate.order_inserts").
         */
        private boolean orderInserts = true;

        /**
         * Whether Hibernate groups updates by table so that they batch ("hibernate.order_updates").
         */
        private boolean orderUpdates = true;

        public int getBatchSize() {
            return batchSize;
        }

        public void setBatchSize(int batchSize) {
            this.batchSize = batchSize;
        }

        public boolean isOrderInserts() {
            return orderInserts;
        }

        public void setOrderInserts(boolean orderInserts) {
            this.orderInserts = orderInserts;
        }

        public boolean isOrderUpdates() {
            return orderUpdates;
        }

        public void setOrderUpdates(boolean orderUpdates) {
            this.orderUpdates = orderUpdates;
        }
    }

    /** How pooled {@code @BitReversedSequence} generators refill their pools. */
    public static class Sequence {

        /**
         * Which JDBC client runs pool refills: "shared" takes a connection from the application's pool
         * (right for Cloud Spanner), "dedicated" opens a separate Spanner client (needed on the
         * emulator, which runs one read-write transaction per client at a time), "auto" picks
         * "dedicated" for emulator URLs and "shared" otherwise. Unset leaves the library's default,
         * "auto". Passed to Hibernate as the setting of the same name.
         */
        private @Nullable RefillClientMode refillClient;

        /**
         * How many times a pool refill is tried when it fails with a transient error (Spanner aborted
         * its transaction, UNAVAILABLE, DEADLINE_EXCEEDED), before the insert fails. Unset leaves the library's default, 5. Passed to Hibernate as the setting of
         * the same name.
         */
        private @Nullable Integer refillAttempts;

        /**
         * How long a pool refill may take, its connection, retries and pauses included, before the
         * insert that needs an id fails naming the sequence; also the longest any thread waits for a
         * refill. Unset leaves the library's default, 30 seconds. Passed to Hibernate as the setting of
         * the same name.
         */
        private @Nullable Duration refillTimeout;

        /**
         * Whether pools fetch their next batch in the background when fewer ids than the low-water
         * mark remain, so that inserts do not wait for refills. Unset leaves the library's default,
         * true. Passed to Hibernate as the setting of the same name.
         */
        private @Nullable Boolean prefetch;

        /**
         * Whether each pool opens its refill connections and draws its first batch while the session
         * factory starts, so the first transaction neither opens a client nor waits for a round trip.
         * Unset leaves the library's default, true. Passed to Hibernate as the setting of the same name.
         */
        private @Nullable Boolean prefetchOnStart;

        /**
         * Remaining ids below which a pool starts its background refill: a number of ids ("200") or
         * a share of each pool ("50%"). Unset leaves the library's default, "50%". Passed to
         * Hibernate as the setting of the same name.
         */
        private @Nullable String lowWaterMark;

        public @Nullable RefillClientMode getRefillClient() {
            return refillClient;
        }

        public void setRefillClient(@Nullable RefillClientMode refillClient) {
            this.refillClient = refillClient;
        }

        public @Nullable Integer getRefillAttempts() {
            return refillAttempts;
        }

        public void setRefillAttempts(@Nullable Integer refillAttempts) {
            this.refillAttempts = refillAttempts;
        }

        public @Nullable Duration getRefillTimeout() {
            return refillTimeout;
        }

        public void setRefillTimeout(@Nullable Duration refillTimeout) {
            this.refillTimeout = refillTimeout;
        }

        public @Nullable Boolean getPrefetch() {
            return prefetch;
        }

        public void setPrefetch(@Nullable Boolean prefetch) {
            this.prefetch = prefetch;
        }

        public @Nullable Boolean getPrefetchOnStart() {
            return prefetchOnStart;
        }

        public void setPrefetchOnStart(@Nullable Boolean prefetchOnStart) {
            this.prefetchOnStart = prefetchOnStart;
        }

        public @Nullable String getLowWaterMark() {
            return lowWaterMark;
        }

        public void setLowWaterMark(@Nullable String lowWaterMark) {
            this.lowWaterMark = lowWaterMark;
        }
    }

    /**
     * The emulator: a local Cloud Spanner emulator started with the application when no database URL
     * is configured (the development emulator), and how transactions take turns on any emulator.
     */
    public static class Emulator {

        /**
         * Whether to start a local Spanner emulator and connect the application to a new database
         * on it. Applies only when "spring.datasource.url" is not set and no other DataSource or
         * JdbcConnectionDetails bean exists. Unset: on when the spanner-emulator module (a
         * development dependency) is on the class path, as an embedded database is used when one
         * is on the class path; "false" turns it off. The emulator keeps everything in memory and
         * is stopped with the application context.
         */
        private @Nullable Boolean enabled;

        /**
         * SQL dialect of the database created on the emulator.
         */
        private SqlDialect dialect = SqlDialect.GOOGLE_STANDARD_SQL;

        /**
         * Id of the database created on the emulator (2 to 30 characters: lower-case letters,
         * digits, "_" and "-", starting with a letter). Unset: a generated, unique id.
         */
        private @Nullable String databaseId;

        /**
         * Whether transactions on an emulator database take turns: "auto" wraps the application's
         * DataSource (and Hibernate's connections) when its URL targets an emulator, "on" for every
         * Spanner URL, "off" never. The emulator runs one transaction per database at a time, so
         * concurrent requests would otherwise fail with aborted or invalidated transactions; Cloud
         * Spanner needs none of it. Unset leaves the library's default, "auto". Passed to Hibernate as
         * the setting of the same name.
         */
        private @Nullable TransactionSerialization serializeTransactions;

        /**
         * How long a serialized transaction waits for its turn before it fails with an error naming
         * the thread that holds the database's lock and for how long. Unset leaves the library's
         * default, 60 seconds. Passed to Hibernate as the setting of the same name.
         */
        private @Nullable Duration lockTimeout;

        public @Nullable Boolean getEnabled() {
            return enabled;
        }

        public void setEnabled(@Nullable Boolean enabled) {
            this.enabled = enabled;
        }

        public SqlDialect getDialect() {
            return dialect;
        }

        public void setDialect(SqlDialect dialect) {
            this.dialect = dialect;
        }

        public @Nullable String getDatabaseId() {
            return databaseId;
        }

        public void setDatabaseId(@Nullable String databaseId) {
            this.databaseId = databaseId;
        }

        public @Nullable TransactionSerialization getSerializeTransactions() {
            return serializeTransactions;
        }

        public void setSerializeTransactions(@Nullable TransactionSerialization serializeTransactions) {
            this.serializeTransactions = serializeTransactions;
        }

        public @Nullable Duration getLockTimeout() {
            return lockTimeout;
        }

        public void setLockTimeout(@Nullable Duration lockTimeout) {
            this.lockTimeout = lockTimeout;
        }
    }

    /**
     * Read-only transactions: what @Transactional(readOnly = true), Spring Data repository read methods and
     * SpannerReads.readOnly run. See docs/transactions.md.
     */
    public static class ReadOnly {

        /**
         * How fresh the data of read-only transactions must be, unless @StaleRead or SpannerReads says otherwise:
         * "strong", "max:15s" (at most that old, the freshest the nearest replica serves at once) or "exact:10s"
         * (exactly that old). A stale read takes no locks and avoids a round trip to the leader, and may miss the
         * changes of the last seconds. Unset leaves the library's default, strong.
         */
        private @Nullable String staleness;

        public @Nullable String getStaleness() {
            return staleness;
        }

        public void setStaleness(@Nullable String staleness) {
            this.staleness = staleness;
        }
    }

    /**
     * Defaults of every Spanner transaction of the application; @TransactionTag overrides them per method. See
     * docs/transactions.md.
     */
    public static class Transaction {

        /**
         * Transaction tag of read-write transactions (printable ASCII, at most 50 characters), recorded by Spanner
         * with their lock waits, aborts and statistics. Unset: no tag.
         */
        private @Nullable String tag;

        /**
         * Request priority of the statements and commits of transactions: "low", "medium" or "high". Unset:
         * Spanner's default, high.
         */
        private @Nullable RequestPriority priority;

        public @Nullable String getTag() {
            return tag;
        }

        public void setTag(@Nullable String tag) {
            this.tag = tag;
        }

        public @Nullable RequestPriority getPriority() {
            return priority;
        }

        public void setPriority(@Nullable RequestPriority priority) {
            this.priority = priority;
        }
    }
}
