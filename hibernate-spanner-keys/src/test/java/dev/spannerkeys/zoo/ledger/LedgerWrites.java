package dev.spannerkeys.zoo.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;

/**
 * The bank's booking service: opening accounts with their first bookings and audit records;
 * reconciling entries and booking fees; closing accounts, which deletes their entries first (the
 * entries are interleaved without {@code ON DELETE CASCADE}, so Spanner refuses to delete an account
 * that still has some) and keeps the audit log.
 */
final class LedgerWrites implements ZooWrites {

    private static final int ENTRIES = 4;
    private static final Instant OPENED = Instant.parse("2026-07-01T10:00:00Z");

    private final Map<String, Map<Object, String>> expected = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Account> accounts = new ArrayList<>();
        List<LedgerEntry> entries = new ArrayList<>();
        List<AuditRecord> audits = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Account account = new Account("DE" + (1000 + i), Currency.getInstance(i % 2 == 0 ? "EUR" : "CHF"));
                session.persist(account);
                accounts.add(account);
                for (int e = 0; e < ENTRIES; e++) {
                    LedgerEntry entry = new LedgerEntry(account, LocalDate.of(2026, 7, 1 + e),
                            new BigDecimal(e == 0 ? "100.00" : "-" + e + ".25"), e == 0 ? EntryType.DEPOSIT : EntryType.FEE);
                    session.persist(entry);
                    entries.add(entry);
                }
                for (String action : List.of("open", "first deposit")) {
                    AuditRecord audit = new AuditRecord(account.getAccountId(), OPENED.plusSeconds(audits.size()),
                            "teller-" + i % 3, action);
                    session.persist(audit);
                    audits.add(audit);
                }
            }
        });
        expected.put("account", byId(accounts, Account::getAccountId, LedgerWrites::describe));
        expected.put("entry", byId(entries, LedgerWrites::key, LedgerWrites::describe));
        expected.put("audit", byId(audits, LedgerWrites::key, LedgerWrites::describe));
        return aggregates * (1 + ENTRIES + 2);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Account> accounts = new ArrayList<>();
        List<LedgerEntry> entries = new ArrayList<>();
        List<AuditRecord> audits = new ArrayList<>();
        factory.inTransaction(session -> {
            accounts.addAll(session.createSelectionQuery("from Account", Account.class).getResultList());
            entries.addAll(session.createSelectionQuery("from LedgerEntry", LedgerEntry.class).getResultList());
            entries.stream().filter(entry -> entry.getEntryType() == EntryType.DEPOSIT).forEach(LedgerEntry::reconcile);
            for (Account account : accounts) {
                if (number(account) % 3 == 0) {
                    LedgerEntry fee = new LedgerEntry(account, LocalDate.of(2026, 8, 1), new BigDecimal("-4.90"),
                            EntryType.FEE);
                    session.persist(fee);
                    entries.add(fee);
                    AuditRecord audit = new AuditRecord(account.getAccountId(), OPENED.plusSeconds(86_400 + number(account)),
                            "batch", "monthly fee");
                    session.persist(audit);
                    audits.add(audit);
                }
            }
        });
        expected.put("account", byId(accounts, Account::getAccountId, LedgerWrites::describe));
        expected.put("entry", byId(entries, LedgerWrites::key, LedgerWrites::describe));
        expected.get("audit").putAll(byId(audits, LedgerWrites::key, LedgerWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Long> closed = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Account account : session.createSelectionQuery("from Account", Account.class).getResultList()) {
                if (number(account) % 4 != 3) {
                    continue;
                }
                session.createSelectionQuery("from LedgerEntry e where e.accountId = :account", LedgerEntry.class)
                        .setParameter("account", account.getAccountId()).getResultList().forEach(session::remove);
                session.remove(account);
                closed.add(account.getAccountId());
            }
        });
        expected.get("account").keySet().removeAll(closed);
        expected.get("entry").keySet().removeIf(key -> closed.contains(Long.valueOf(key.toString().split("/")[0])));
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<String, Map<Object, String>> stored = new TreeMap<>();
        factory.inTransaction(session -> {
            stored.put("account", byId(session.createSelectionQuery("from Account", Account.class).getResultList(),
                    Account::getAccountId, LedgerWrites::describe));
            stored.put("entry", byId(session.createSelectionQuery("from LedgerEntry", LedgerEntry.class)
                    .getResultList(), LedgerWrites::key, LedgerWrites::describe));
            stored.put("audit", byId(session.createSelectionQuery("from AuditRecord", AuditRecord.class)
                    .getResultList(), LedgerWrites::key, LedgerWrites::describe));
        });
        assertEquals(expected, stored);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("Accounts", (long) expected.get("account").size(),
                "LedgerEntries", (long) expected.get("entry").size(),
                "AuditRecords", (long) expected.get("audit").size());
    }

    private static <T> Map<Object, String> byId(List<T> entities, Function<T, Object> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static int number(Account account) {
        return Integer.parseInt(account.getIban().substring(2)) - 1000;
    }

    private static String key(LedgerEntry entry) {
        return entry.getAccountId() + "/" + entry.getEntryId();
    }

    private static String key(AuditRecord audit) {
        return audit.getShardId() + "/" + audit.getAccountId() + "/" + audit.getRecordedAt();
    }

    private static String describe(Account account) {
        return account.getIban() + " " + account.getCurrency() + " " + account.getBalance().stripTrailingZeros()
                .toPlainString() + " v" + account.getVersion();
    }

    private static String describe(LedgerEntry entry) {
        return entry.getBookingDate() + " " + entry.getAmount().stripTrailingZeros().toPlainString() + " "
                + entry.getEntryType() + " reconciled=" + entry.isReconciled();
    }

    private static String describe(AuditRecord audit) {
        return audit.getActor() + " " + audit.getAction();
    }
}
