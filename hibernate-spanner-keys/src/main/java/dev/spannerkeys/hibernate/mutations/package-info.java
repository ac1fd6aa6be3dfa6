/**
 * Commit-time writes as Spanner mutations: Hibernate's inserts, updates and deletes sent through the
 * mutation API instead of DML where the application cannot tell the difference (see
 * {@link dev.spannerkeys.hibernate.mutations.WriteMode} and the setting
 * {@value dev.spannerkeys.hibernate.config.SpannerKeysSettings#WRITE_MODE}).
 *
 * <p>How it hooks into Hibernate ORM 7.4: two of Hibernate's services are wrapped, not replaced,
 * by {@link dev.spannerkeys.hibernate.internal.mutations.WriteModeServiceContributor}, which is found through
 * {@code META-INF/services}, so the user registers nothing:
 * <ol>
 *   <li><b>Knowing the commit flush.</b> Hibernate flushes at commit by calling the same flush as
 *       {@code Session.flush()} from its before-completion callback; a flush listener cannot tell the
 *       two apart. The transaction coordinator can: its driver's {@code commit()} runs before that
 *       flush. A wrapping coordinator marks the session's {@code TransactionWrites} as committing for
 *       the duration of the commit.</li>
 *   <li><b>Replacing only the statement.</b> Every entity insert, update and delete ends in
 *       Hibernate's {@code MutationExecutorService}, which binds the values and executes the JDBC
 *       statement. A wrapping service captures the bound values of qualifying writes during the
 *       commit flush and turns them into mutations; the action queue, events, callbacks, the
 *       persistence context, caches and statistics work exactly as with DML, and nothing parses SQL.</li>
 *   <li><b>Staying correct when a write cannot be a mutation.</b> A write that needs DML (a versioned
 *       update, a database-generated value, ...) first makes the captured writes it could observe run
 *       as DML, in order ({@code translation.TableRelations}: same table, interleave ancestors or
 *       descendants, foreign keys), so every statement sees the rows written before it; writes to
 *       unrelated tables stay mutations. {@link dev.spannerkeys.hibernate.mutations.DmlFallbacks}
 *       counts each DML write by entity and reason and logs the first at INFO.</li>
 *   <li><b>Buffering and committing.</b> Just before the JDBC commit, the captured mutations are
 *       buffered into the same read-write transaction ({@code CloudSpannerJdbcConnection.bufferedWrite})
 *       and Spanner applies them atomically with the commit; an open automatic DML batch of the driver
 *       ({@code auto_batch_dml}) is run first, since the driver refuses mutations while it is open. A rejected commit is translated into the
 *       exception DML would have raised.</li>
 *   <li><b>Reads that must see captured writes.</b> In {@code mutations-always}, and for a
 *       {@code StatelessSession} in both mutation modes, a read of a table with captured writes runs them
 *       as DML first ({@link dev.spannerkeys.hibernate.internal.mutations.CapturedWriteReads}: Hibernate's
 *       automatic flush names a query's tables, a load its entity's).</li>
 * </ol>
 *
 * <p>Per transaction, {@code TransactionWrites} says whether writes are captured now and delegates
 * each job to one class: {@code CapturedWrites} (the captured writes and which must run as DML before
 * a later statement), {@code InsertedKeys} (the keys of captured inserts), {@code MutationBudget} (the
 * 80,000-mutation limit across mutations and DML) and {@code TransactionCommit} (buffering before the
 * JDBC commit, the commit's bound and the translation of its failure).
 */
package dev.spannerkeys.hibernate.mutations;
