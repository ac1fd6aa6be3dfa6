/**
 * Makes concurrent transactions work against the Cloud Spanner emulator by letting them take
 * turns: a fair lock per emulator database, taken by the transactions of wrapped JDBC connections.
 * Plain JDBC only; nothing here depends on Hibernate.
 *
 * <h2>Why</h2>
 * Measured with emulator 1.5.28 and the Spanner JDBC driver 2.44.0 (client 6.122.0), 8 threads on
 * one database (the {@code concurrency} program of the benchmarks module), two rules break
 * concurrent work:
 * <ol>
 *   <li><b>One live transaction per client.</b> The client runs every transaction on one
 *       multiplexed session, and on the emulator a transaction that begins on a session
 *       invalidates the session's open ones: they fail with {@code FAILED_PRECONDITION: Invalid
 *       transaction ID}, {@code NOT_FOUND: Transaction not found} or {@code Cannot read or query
 *       using a transaction after it has been committed or rolled back}. This hits read-only
 *       transactions, read-write transactions and autocommit DML (which runs in a transaction of
 *       its own); autocommit reads are single-use and neither fail nor break others. In client
 *       6.122.0 the environment variables {@code GOOGLE_CLOUD_SPANNER_MULTIPLEXED_SESSIONS=false}
 *       and {@code ..._FOR_RW=false} change nothing (the client no longer has a session pool), and
 *       the JDBC URL has no property for it. A client per thread (a different URL property, such as
 *       {@code ;numChannels=N}) cures it.</li>
 *   <li><b>One read-write transaction per database.</b> Read-write transactions of different
 *       clients on one database that run at the same moment abort: {@code ABORTED: Transaction N
 *       aborted due to active transaction M. The emulator only supports one transaction at a time}.
 *       Read-only transactions are not affected, nor are transactions on different databases.
 *       Interleaved one after another in a single thread, transactions of different clients do
 *       not conflict: a thread whose transaction is open may run a second read-write transaction
 *       on another client (a sequence refill) and commit both.</li>
 * </ol>
 * With one client for all threads (the usual set-up: one URL, one pool), every transaction must
 * therefore run alone, and autocommit reads may run beside them. A JVM-wide lock around exactly
 * those transactions and autocommit writes measured 0 failures in every workload, where the same
 * workloads without it failed 40 to 99 % of their transactions.
 *
 * <h2>What takes the lock</h2>
 * A {@link dev.spannerkeys.jdbc.SerializedConnection} takes its database's
 * {@link dev.spannerkeys.internal.jdbc.EmulatorTransactionLock}
 * <ul>
 *   <li>at the first statement of a transaction (autocommit off, or after {@code BEGIN}),
 *       read-only or read-write, and keeps it until commit, rollback or close;</li>
 *   <li>at the commit of a transaction that only buffered mutations
 *       ({@code CloudSpannerJdbcConnection.bufferedWrite}): they stay in the client until then;</li>
 *   <li>for the duration of an autocommit write: DML, DDL, a batch, or
 *       {@code CloudSpannerJdbcConnection.write}.</li>
 * </ul>
 * Autocommit reads never take it. A wait longer than the bound (default
 * {@link dev.spannerkeys.jdbc.SerializedConnections#DEFAULT_LOCK_TIMEOUT 60 s}) fails with a
 * {@link dev.spannerkeys.jdbc.TransactionLockTimeoutException} naming the holder thread and how long
 * it has held the lock. A connection closed without commit or rollback releases it after the
 * driver has rolled back, whichever thread closes it. {@code Connection.abort(executor)}, for a
 * connection whose database stopped answering, releases it at once and closes the driver's connection
 * on the executor (the driver does not implement {@code abort}, and its close waits for the database).
 *
 * <h2>Several connections in one thread</h2>
 * The lock belongs to a thread. A thread that holds it may begin transactions on further
 * connections without waiting (so a sequence refill on a connection of its own, while the same
 * thread's transaction is open, cannot deadlock), and the lock is free when all of them have
 * ended. That is safe only when the further connection has a Spanner client of its own (rule 1):
 * a second transaction of the same thread on the same client would invalidate the first, so it
 * fails at once with an {@code SQLException} that says so, before anything reaches the emulator.
 * Refill connections therefore need no exemption; they must be opened with a distinct URL, as the
 * library's dedicated refill client is, and are wrapped too (where the application's connections
 * are), so that a refill from a thread with no open transaction waits for its turn like any other
 * transaction.
 *
 * <h2>When a transaction still fails</h2>
 * Another process using the same emulator database is not seen by the lock, and neither is a
 * connection that is not wrapped. Their transactions can still abort ours. Then:
 * <ul>
 *   <li>the driver's own retry ({@code retryAbortsInternally}, on by default) runs the transaction
 *       again and checks that every statement returns what it returned the first time;</li>
 *   <li>a transaction that ran no statement and only buffered mutations is committed again by the
 *       wrapper, with the same mutations, up to 8 times: it read nothing, so nothing it decided on
 *       can have changed;</li>
 *   <li>anything else fails with a {@link java.sql.SQLTransactionRollbackException} (SQLSTATE
 *       {@code 40001}, the driver's vendor code, the driver's exception as cause), for
 *       {@code ABORTED} as well as for {@code Transaction not found} and {@code Invalid transaction
 *       ID}: Hibernate turns it into a {@code LockAcquisitionException}, Spring into a
 *       {@code PessimisticLockingFailureException}, both retryable.</li>
 * </ul>
 * {@link dev.spannerkeys.internal.jdbc.EmulatorTransactionLock#retries()} counts the retries of both kinds.
 *
 * <h2>A holder waiting for a waiter</h2>
 * A thread may wait for the lock while it holds something the lock's holder needs next (a sequence
 * pool's refill lock, taken before its refill transaction asked for the emulator lock), directly or
 * through other blocked threads (the holder waits for the pool's refill lock, whose owner waits for
 * the background refill that waits for the emulator lock). The waiter then borrows the lock from the
 * blocked holder for its transaction, instead of all of them waiting until the timeout; see
 * {@link dev.spannerkeys.internal.jdbc.EmulatorTransactionLock}.
 *
 * <h2>Wiring</h2>
 * Wrap connections only for an emulator ({@link dev.spannerkeys.jdbc.SerializedConnections#targetsEmulator});
 * real Spanner runs concurrent transactions. Applications seldom wrap anything themselves: Hibernate's
 * connection provider is wrapped by {@code dev.spannerkeys.hibernate.internal.emulator}, the Spring Boot
 * starter wraps the application's {@code DataSource}, both as the setting
 * {@code spanner.keys.emulator.serialize-transactions} ({@link dev.spannerkeys.jdbc.TransactionSerialization})
 * says, {@code auto} by default. A data source is wrapped with
 * {@link dev.spannerkeys.jdbc.SerializedConnections#wrap(javax.sql.DataSource)}: closing a handed-out
 * connection closes (returns) the pool's connection, then releases the lock. A connection provider
 * that must take back the original connection itself calls
 * {@link dev.spannerkeys.jdbc.SerializedConnection#detach()} and hands the result to its pool.
 *
 * <h2>Limits</h2>
 * The lock coordinates one JVM; other processes using the same emulator database are not seen.
 * Work done through objects obtained around the wrapper ({@code getDatabaseClient()},
 * {@code getSpanner()}, {@code ResultSet.getStatement()}) is not seen either.
 */
package dev.spannerkeys.jdbc;
