package dev.spannerkeys.featurezoo.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.Filter;
import org.hibernate.annotations.FilterDef;
import org.hibernate.annotations.ParamDef;

/** {@code @Filter}: a restriction the session switches on for reads; writes are not filtered. */
public final class FilterFeature implements FeatureModel {

    @Entity(name = "FiAccount")
    @Table(name = "fi_accounts")
    @FilterDef(name = "minimumBalance", parameters = @ParamDef(name = "minimum", type = Long.class),
            defaultCondition = "balance >= :minimum")
    @Filter(name = "minimumBalance")
    public static class Account {
        @Id
        Long id;
        Long balance;
    }

    @Override
    public List<String> features() {
        return List.of("@Filter");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Account.class);
    }

    @Override
    public List<String> tables() {
        return List.of("fi_accounts");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 3; id++) {
                Account account = new Account();
                account.id = id;
                account.balance = id * 100;
                session.persist(account);
            }
        });
        run.step("update with the filter on", session -> {
            session.enableFilter("minimumBalance").setParameter("minimum", 200L);
            List<Account> rich = session.createSelectionQuery("from FiAccount order by id", Account.class)
                    .getResultList();
            assertEquals(List.of(2L, 3L), rich.stream().map(account -> account.id).toList());
            rich.forEach(account -> account.balance += 1);
            session.find(Account.class, 1L).balance = 0L;
        });
        run.assertRows("select id, balance from fi_accounts", "1 | 0", "2 | 201", "3 | 301");
        run.step("delete", session -> session.remove(session.find(Account.class, 1L)));
    }
}
