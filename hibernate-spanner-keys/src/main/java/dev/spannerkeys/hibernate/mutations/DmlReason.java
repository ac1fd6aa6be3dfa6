package dev.spannerkeys.hibernate.mutations;

/**
 * Why a write of the mutation write path runs as DML: a short, fixed word for the
 * {@code spanner.keys.writes} counter's {@code reason} tag, and a sentence for the DEBUG log.
 *
 * @param tag one of a few fixed words ({@code optimistic-lock}, {@code collection-table}, ...), so
 *        that the metric has few distinct tag values
 * @param message what the log says, naming the entity or table
 */
record DmlReason(String tag, String message) {

    /** A write of the commit flush that follows a write that must be DML, so runs as DML after it. */
    static final DmlReason BEFORE_DML = new DmlReason("before-dml-write",
            "a later write of the same flush must be DML, and DML does not see buffered mutations");

    /** A write outside the flush Hibernate performs while committing ({@code mutations-at-commit}). */
    static final DmlReason OUTSIDE_COMMIT_FLUSH = new DmlReason("outside-commit-flush",
            "the write is flushed before the commit (an explicit flush, or the automatic flush before a query)");

    /** A write on a connection that is not a Spanner JDBC connection. */
    static final DmlReason NOT_SPANNER = new DmlReason("not-spanner",
            "the JDBC connection is not a Cloud Spanner JDBC connection");

    @Override
    public String toString() {
        return message;
    }
}
