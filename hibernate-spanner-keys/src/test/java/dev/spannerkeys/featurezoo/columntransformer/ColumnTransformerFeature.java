package dev.spannerkeys.featurezoo.columntransformer;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.annotations.ColumnTransformer;

/**
 * {@code @ColumnTransformer(write = ...)}: the database computes the stored value from the bound one, so a mutation
 * (which stores the bound value) cannot carry it: the entity's and the collection's writes run as DML.
 */
public final class ColumnTransformerFeature implements FeatureModel {

    @Entity(name = "CtUser")
    @Table(name = "ct_users")
    public static class User {
        @Id
        Long id;
        @ColumnTransformer(write = "upper(?)")
        String email;
        String name;
        @ElementCollection
        @CollectionTable(name = "ct_user_aliases", joinColumns = @JoinColumn(name = "user_id"))
        @Column(name = "alias")
        @ColumnTransformer(write = "lower(?)")
        Set<String> aliases = new HashSet<>();
    }

    @Override
    public List<String> features() {
        return List.of("@ColumnTransformer(write)");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(User.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ct_users", "ct_user_aliases");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@ColumnTransformer(write)", "through a SQL expression");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            User user = new User();
            user.id = 1L;
            user.email = "Ada@Example.com";
            user.name = "Ada";
            user.aliases.add("AL");
            session.persist(user);
        });
        run.assertRows("select id, email, name from ct_users", "1 | ADA@EXAMPLE.COM | Ada");
        run.assertRows("select user_id, alias from ct_user_aliases", "1 | al");
        run.step("update", session -> {
            User user = session.find(User.class, 1L);
            user.email = "ada@lovelace.org";
            user.aliases.add("Countess");
        });
        run.assertRows("select id, email, name from ct_users", "1 | ADA@LOVELACE.ORG | Ada");
        run.assertRows("select user_id, alias from ct_user_aliases", "1 | al", "1 | countess");
        run.step("delete", session -> session.remove(session.find(User.class, 1L)));
    }
}
