package dev.spannerkeys.featurezoo.version;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.util.List;
import java.util.Map;

/**
 * {@code @Version} (numeric): inserts are mutations; updates and deletes keep their {@code WHERE version = ?} check
 * as DML, and a stale update fails as on stock Hibernate.
 */
public final class VersionFeature implements FeatureModel {

    @Entity(name = "VnAccount")
    @Table(name = "vn_accounts")
    public static class Account {
        @Id
        Long id;
        @Version
        long version;
        Long balance;
    }

    @Override
    public List<String> features() {
        return List.of("@Version (numeric)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Account.class);
    }

    @Override
    public List<String> tables() {
        return List.of("vn_accounts");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@Version (numeric)", "is versioned: its optimistic-lock check needs DML");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 2; id++) {
                Account account = new Account();
                account.id = id;
                account.balance = 100L;
                session.persist(account);
            }
        });
        run.step("insert and update in one transaction", session -> {
            Account account = new Account();
            account.id = 3L;
            account.balance = 1L;
            session.persist(account);
            session.flush();
            account.balance = 2L;
        });
        run.step("update", session -> session.find(Account.class, 1L).balance = 50L);
        run.assertRows("select id, version, balance from vn_accounts", "1 | 1 | 50", "2 | 0 | 100", "3 | 1 | 2");
        run.assertStaleUpdateFails(session -> session.find(Account.class, 2L),
                "update vn_accounts set version = version + 1, balance = 90 where id = 2",
                account -> account.balance = 0L);
        run.snapshot("after a stale update failed");
        run.step("delete", session -> session.remove(session.find(Account.class, 3L)));
        run.assertRows("select id, version, balance from vn_accounts", "1 | 1 | 50", "2 | 1 | 90");
    }

}
