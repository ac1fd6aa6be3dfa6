package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import java.util.Locale;

/**
 * How Hibernate's inserts, updates and deletes reach Spanner: the values of
 * {@value SpannerKeysSettings#WRITE_MODE}.
 *
 * <p>A Spanner <em>mutation</em> is a row write that the client buffers in the read-write
 * transaction and sends with the commit: no SQL is planned or executed per row, which makes it one
 * to two orders of magnitude faster than DML for bulk writes. Its price is visibility: a buffered
 * row is invisible to queries in the same transaction until the commit. The modes differ only in
 * <em>which</em> writes may pay that price; see {@code docs/write-path.md}.
 */
public enum WriteMode {

    /**
     * The default: every write is a DML statement, exactly as stock Hibernate does it. The mutation
     * modes change details an application or its tests may observe (see
     * {@link dev.spannerkeys.hibernate.config.SpannerKeysSettings#WRITE_MODE}), so they are chosen, not imposed.
     */
    DML("dml"),

    /**
     * The recommended mode: the writes of the flush Hibernate performs while committing become mutations,
     * buffered into the same transaction; writes of earlier flushes (an explicit {@code flush()}, the
     * automatic flush before a query) stay DML. After the commit flush nothing in the transaction can
     * read the database any more, so read-your-writes is never broken. A {@code StatelessSession}'s writes,
     * which have no flush, are captured too, and run as DML before a statement of that session that reads.
     */
    MUTATIONS_AT_COMMIT("mutations-at-commit"),

    /**
     * Every write of a transaction becomes a mutation, also those of mid-transaction flushes. A read of a
     * table with such writes (a query, a load by id) first runs them as DML so that it sees them, counted
     * as fallbacks ({@link DmlFallbacks}); writes to other tables stay mutations. For bulk loaders that
     * rarely read what they wrote.
     */
    MUTATIONS_ALWAYS("mutations-always");

    private final String settingValue;

    WriteMode(String settingValue) {
        this.settingValue = settingValue;
    }

    /** The value of {@value SpannerKeysSettings#WRITE_MODE} that selects this mode. */
    public String settingValue() {
        return settingValue;
    }

    /** Whether some writes may be sent as mutations. */
    public boolean usesMutations() {
        return this != DML;
    }

    /**
     * The mode named by a setting value: a {@code WriteMode}, or its {@link #settingValue()} as text
     * (case-insensitive, surrounding blanks ignored); {@code null} gives the default {@link #DML}.
     *
     * @throws InvalidSettingException naming the allowed values if {@code value} is none of them
     */
    public static WriteMode fromSetting(Object value) {
        return SettingValues.choice(SpannerKeysSettings.WRITE_MODE, value, DML, values(), WriteMode::settingValue);
    }
}
