package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.config.InvalidSettingException;
import jakarta.persistence.Timeout;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.hibernate.LockMode;
import org.hibernate.LockOptions;
import org.hibernate.Timeouts;
import org.hibernate.UnsupportedLockAttemptException;
import org.hibernate.dialect.lock.PessimisticLockStyle;
import org.hibernate.dialect.lock.spi.ConnectionLockTimeoutStrategy;
import org.hibernate.dialect.lock.spi.LockTimeoutType;
import org.hibernate.dialect.lock.spi.LockingSupport;
import org.hibernate.dialect.lock.spi.OuterJoinLockingType;
import org.hibernate.spi.NavigablePath;
import org.hibernate.sql.ast.spi.LockingClauseStrategy;
import org.hibernate.sql.ast.spi.SqlAppender;
import org.hibernate.sql.ast.tree.from.TableGroup;
import org.hibernate.sql.ast.tree.from.TableGroupJoin;

/**
 * A pessimistic lock as Spanner takes it: the statement hint {@code LOCK_SCANNED_RANGES} in front of
 * the {@code SELECT} instead of a {@code FOR UPDATE} clause after it, which the emulator rejects in
 * both dialects (GoogleSQL: syntax error; PostgreSQL: "ROW MARK clauses are not supported").
 * {@code PESSIMISTIC_WRITE} and {@code PESSIMISTIC_FORCE_INCREMENT} take exclusive locks,
 * {@code PESSIMISTIC_READ} shared ones, on every range the statement scans, until the read-write
 * transaction ends.
 *
 * <p>As a {@link LockingClauseStrategy} it wraps the dialect's own strategy (which decides what is
 * locked and whether follow-on locking is needed) and renders no clause; the dialects' SQL AST
 * translators ({@link SpannerKeysSqlAstTranslator}, {@link SpannerKeysPostgreSQLSqlAstTranslator}) put
 * the hint at the start of the statement once the clause was asked for.
 *
 * <p>Lock options Spanner has no counterpart for are refused, never ignored: a lock timeout,
 * {@code NOWAIT} and {@code SKIP LOCKED} ({@link #requireSupported}).
 */
public final class LockHint implements LockingClauseStrategy {

    /**
     * What both dialects tell Hibernate about locking: a clause (rendered as the hint), no lock timeout,
     * no {@code NOWAIT}, no {@code SKIP LOCKED}. (Hibernate's PostgreSQL-dialect Spanner dialect reports
     * no locking at all when told it runs on the emulator, which would drop the lock silently.)
     */
    public static final LockingSupport LOCKING_SUPPORT = new LockingSupport() {
        private final Metadata metadata = new Metadata() {
            @Override
            public PessimisticLockStyle getPessimisticLockStyle() {
                return PessimisticLockStyle.CLAUSE;
            }

            @Override
            public LockTimeoutType getLockTimeoutType(Timeout timeout) {
                return LockTimeoutType.NONE;
            }

            @Override
            public OuterJoinLockingType getOuterJoinLockingType() {
                return OuterJoinLockingType.FULL;
            }

            @Override
            public boolean supportsForUpdate() {
                return true;
            }

            @Override
            public boolean supportsWait() {
                return false;
            }

            @Override
            public boolean supportsNoWait() {
                return false;
            }

            @Override
            public boolean supportsSkipLocked() {
                return false;
            }
        };

        @Override
        public Metadata getMetadata() {
            return metadata;
        }

        @Override
        public ConnectionLockTimeoutStrategy getConnectionLockTimeoutStrategy() {
            return ConnectionLockTimeoutStrategy.NONE;
        }
    };

    private final LockingClauseStrategy dialectStrategy;
    private final String hint;
    private boolean requested;

    private LockHint(LockingClauseStrategy dialectStrategy, String hint) {
        this.dialectStrategy = dialectStrategy;
        this.hint = hint;
    }

    /** The hint for {@code lockMode}, wrapping the dialect's strategy; {@code postgreSql} picks the comment form. */
    public static LockHint wrap(LockingClauseStrategy dialectStrategy, LockMode lockMode, boolean postgreSql) {
        String ranges = lockMode == LockMode.PESSIMISTIC_READ ? "shared" : "exclusive";
        return new LockHint(dialectStrategy, postgreSql ? "/*@ LOCK_SCANNED_RANGES=" + ranges + " */"
                : "@{LOCK_SCANNED_RANGES=" + ranges + "}");
    }

    /** The settings that give every pessimistic lock a default timeout. */
    static final List<String> LOCK_TIMEOUT_SETTINGS = List.of("jakarta.persistence.lock.timeout",
            "javax.persistence.lock.timeout");

    /** Refuses a lock timeout, {@code NOWAIT} and {@code SKIP LOCKED}: Spanner has none of them. */
    public static void requireSupported(LockOptions options) {
        if (options == null || !options.getLockMode().isPessimistic() || options.getTimeout() == null) {
            return;
        }
        int milliseconds = options.getTimeout().milliseconds();
        if (milliseconds != Timeouts.WAIT_FOREVER_MILLI) {
            throw new UnsupportedLockAttemptException("A " + options.getLockMode().toJpaLockMode() + " lock with "
                    + problem(milliseconds) + ". Fix: remove the lock timeout (the query hint "
                    + LOCK_TIMEOUT_SETTINGS.get(0) + ", LockOptions.setTimeout, Spring Data's @QueryHints); bound "
                    + "the whole transaction instead (e.g. @Transactional(timeout = ...))");
        }
    }

    /**
     * Refuses a default lock timeout given as a setting ({@link #LOCK_TIMEOUT_SETTINGS}) at bootstrap: it
     * would apply to every pessimistic lock, and none can honour it.
     */
    static void requireNoLockTimeoutSetting(Map<String, Object> settings) {
        for (String setting : LOCK_TIMEOUT_SETTINGS) {
            Object value = settings.get(setting);
            if (value == null) {
                continue;
            }
            int milliseconds;
            try {
                milliseconds = Timeouts.fromHint(value);
            } catch (RuntimeException notANumber) {
                throw new InvalidSettingException(setting, value, "not a lock timeout in milliseconds",
                        "remove it: Spanner has no lock timeout");
            }
            if (milliseconds != Timeouts.WAIT_FOREVER_MILLI) {
                throw new InvalidSettingException(setting, value, "every pessimistic lock would have "
                        + problem(milliseconds), "remove the setting (or set it to -1, wait until locked); bound "
                        + "transactions instead (e.g. @Transactional(timeout = ...))");
            }
        }
    }

    private static String problem(int milliseconds) {
        if (milliseconds == Timeouts.SKIP_LOCKED_MILLI) {
            return "SKIP LOCKED (lock timeout -2) was asked for, but Spanner has no SKIP LOCKED: a locked row is "
                    + "waited for, never skipped, so the query could not return what SKIP LOCKED promises";
        }
        if (milliseconds == Timeouts.NO_WAIT_MILLI) {
            return "NOWAIT (lock timeout 0) was asked for, but Spanner has no NOWAIT: a transaction waits for a "
                    + "locked row until it gets the lock or is aborted";
        }
        return "a lock timeout of " + milliseconds + " ms was asked for, but Spanner has no lock timeout: a "
                + "transaction waits for a locked row until it gets the lock or is aborted, so the timeout would "
                + "be ignored";
    }

    /** Whether the statement asked for the lock, so the hint goes in front of it. */
    boolean requested() {
        return requested;
    }

    /** {@code @{LOCK_SCANNED_RANGES=exclusive}} or {@code /*@ LOCK_SCANNED_RANGES=exclusive *}{@code /}. */
    String hint() {
        return hint;
    }

    /** Puts the hint at the start of a statement that asked for the lock. */
    static void prefix(StringBuilder sql, LockingClauseStrategy strategy) {
        if (strategy instanceof LockHint lock && lock.requested()) {
            sql.insert(0, lock.hint() + " ");
        }
    }

    @Override
    public void render(SqlAppender appender) {
        requested = true;
    }

    @Override
    public boolean registerRoot(TableGroup root) {
        return dialectStrategy.registerRoot(root);
    }

    @Override
    public boolean registerJoin(TableGroupJoin join) {
        return dialectStrategy.registerJoin(join);
    }

    @Override
    public boolean containsOuterJoins() {
        return dialectStrategy.containsOuterJoins();
    }

    @Override
    public boolean containsJoins() {
        return dialectStrategy.containsJoins();
    }

    @Override
    public Collection<NavigablePath> getPathsToLock() {
        return dialectStrategy.getPathsToLock();
    }
}
