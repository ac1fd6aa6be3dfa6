package dev.spannerkeys.zoo.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.zoo.ZooModel;
import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;

/**
 * A bank ledger: accounts whose keys continue a migrated database (skip range and start counter),
 * entries interleaved in their account without cascading deletes, an audit log with a hashed shard
 * in an ascending key (so both dialects can have it), BigDecimal money, java.util.Currency, a column
 * default, an interleaved index with a descending column and STORING.
 */
public final class LedgerModel implements ZooModel {

    @Override
    public String name() {
        return "ledger";
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Account.class, LedgerEntry.class, AuditRecord.class);
    }

    @Override
    public List<Class<?>> nextVersion() {
        return List.of(Account.class, LedgerEntry.class, AuditRecord.class, dev.spannerkeys.zoo.ledger.v2.Budget.class);
    }

    @Override
    public void writeAndReadNextVersion(SessionFactory factory) {
        var budget = new dev.spannerkeys.zoo.ledger.v2.Budget("travel", new BigDecimal("1200.50"));
        factory.inTransaction(session -> session.persist(budget));
        factory.inTransaction(session -> {
            var read = session.find(dev.spannerkeys.zoo.ledger.v2.Budget.class, budget.getBudgetId());
            assertEquals("travel", read.getName());
            assertEquals(0, new BigDecimal("1200.50").compareTo(read.getAmount()));
        });
    }

    @Override
    public List<Class<?>> thirdVersion() {
        return List.of(Account.class, LedgerEntry.class, AuditRecord.class, dev.spannerkeys.zoo.ledger.v3.Budget.class);
    }


    @Override
    public void writeAndRead(SessionFactory factory) {
        Instant at = Instant.parse("2026-07-01T10:00:00Z");
        Long accountId = factory.fromTransaction(session -> {
            Account account = new Account("DE" + System.nanoTime(), Currency.getInstance("EUR"));
            session.persist(account);
            assertTrue(account.getAccountId() > 4_294_967_296L, "key in the skipped range: " + account.getAccountId());
            session.persist(new LedgerEntry(account, LocalDate.of(2026, 7, 1), new BigDecimal("100.00"),
                    EntryType.DEPOSIT));
            session.persist(new LedgerEntry(account, LocalDate.of(2026, 7, 2), new BigDecimal("-2.50"), EntryType.FEE));
            AuditRecord audit = new AuditRecord(account.getAccountId(), at, "teller-7", "open");
            session.persist(audit);
            assertTrue(audit.getShardId() >= 0 && audit.getShardId() < 8);
            return account.getAccountId();
        });
        factory.inTransaction(session -> {
            Account account = session.find(Account.class, accountId);
            assertEquals(0, new BigDecimal("97.50").compareTo(account.getBalance()), account.getBalance().toString());
            assertEquals(Currency.getInstance("EUR"), account.getCurrency());
            List<EntryType> newestFirst = session.createQuery("select e.entryType from LedgerEntry e "
                    + "where e.accountId = :account order by e.bookingDate desc", EntryType.class)
                    .setParameter("account", accountId).getResultList();
            assertEquals(List.of(EntryType.FEE, EntryType.DEPOSIT), newestFirst);
            assertEquals(List.of("open"), session.createQuery("select a.action from AuditRecord a "
                    + "where a.accountId = :account", String.class).setParameter("account", accountId).getResultList());
            assertEquals(List.of(false, false), session.createNativeQuery(
                    "select Reconciled from LedgerEntries where AccountId = " + accountId, Boolean.class)
                    .getResultList());
        });
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return Map.of("@Version", "is versioned: its optimistic-lock check needs DML");
    }

    @Override
    public ZooWrites writes() {
        return new LedgerWrites();
    }

    @Override
    public List<String> mappings() {
        return List.of("Hibernate default naming", "@Version", "@IdClass", "@Interleaved",
                "@Interleaved without ON DELETE CASCADE", "BigDecimal", "java.util.Currency", "LocalDate",
                "Instant", "@Enumerated(ORDINAL)", "@ColumnDefault", "@Column(unique = true)",
                "@BitReversedSequence", "@BitReversedSequence skip range and start counter", "@ShardId",
                "@SpannerIndex(interleaveIn)", "@SpannerIndex DESC column");
    }
}
