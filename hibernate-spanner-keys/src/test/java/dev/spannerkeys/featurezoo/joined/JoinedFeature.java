package dev.spannerkeys.featurezoo.joined;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @Inheritance(JOINED)}: a root table and one table per subclass, written together. */
public final class JoinedFeature implements FeatureModel {

    @Entity(name = "JnAccount")
    @Table(name = "jn_accounts")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Account {
        @Id
        Long id;
        String owner;
    }

    @Entity(name = "JnChecking")
    @Table(name = "jn_checking")
    public static class Checking extends Account {
        Long overdraft;
    }

    @Entity(name = "JnSavings")
    @Table(name = "jn_savings")
    public static class Savings extends Account {
        Double rate;
    }

    @Override
    public List<String> features() {
        return List.of("@Inheritance(JOINED)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Account.class, Checking.class, Savings.class);
    }

    @Override
    public List<String> tables() {
        return List.of("jn_accounts", "jn_checking", "jn_savings");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Checking checking = new Checking();
            checking.id = 1L;
            checking.owner = "ada";
            checking.overdraft = 100L;
            Savings savings = new Savings();
            savings.id = 2L;
            savings.owner = "bob";
            savings.rate = 0.5;
            session.persist(checking);
            session.persist(savings);
        });
        run.step("update both tables", session -> {
            Checking checking = session.find(Checking.class, 1L);
            checking.owner = "ada lovelace";
            checking.overdraft = 200L;
        });
        run.step("delete", session -> session.remove(session.find(Savings.class, 2L)));
        run.assertRows("select a.id, a.owner, c.overdraft from jn_accounts a join jn_checking c on c.id = a.id",
                "1 | ada lovelace | 200");
        run.assertRows("select id from jn_savings");
        run.step("hql update and delete across the tables", session -> {
            session.createMutationQuery("update JnChecking set overdraft = overdraft + 1 where owner like 'ada%'")
                    .executeUpdate();
            Savings savings = new Savings();
            savings.id = 3L;
            savings.owner = "cy";
            savings.rate = 1.0;
            session.persist(savings);
            session.flush();
            assertEquals(1, session.createMutationQuery("delete from JnSavings where rate > 0.9").executeUpdate());
        });
        run.assertRows("select a.id, a.owner, c.overdraft from jn_accounts a join jn_checking c on c.id = a.id",
                "1 | ada lovelace | 201");
    }
}
