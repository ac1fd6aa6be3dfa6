package dev.spannerkeys.featurezoo.beanvalidation;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * Bean Validation (Hibernate Validator): constraints checked before each insert and update, in every write mode
 * (a commit-time mutation is validated like the statement it replaces), and {@code @NotNull}/{@code @Size} in the
 * DDL.
 */
public final class BeanValidationFeature implements FeatureModel {

    @Entity(name = "BvMember")
    @Table(name = "bv_members")
    public static class Member {
        @Id
        Long id;
        @NotNull
        @Size(max = 20)
        String name;
        @Email
        String email;
    }

    @Override
    public List<String> features() {
        return List.of("Bean Validation");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Member.class);
    }

    @Override
    public List<String> tables() {
        return List.of("bv_members");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> session.persist(member(1L, "ada", "ada@example.com")));
        run.assertFails("ConstraintViolationException", () -> run.factory().inTransaction(session -> {
            session.persist(member(2L, "bob", "bob@example.com"));
            session.persist(member(3L, null, "not an address"));
        }));
        run.snapshot("an invalid insert refused");
        run.assertFails("ConstraintViolationException", () -> run.factory().inTransaction(session ->
                session.find(Member.class, 1L).email = "not an address"));
        run.snapshot("an invalid update refused");
        run.step("valid update", session -> session.find(Member.class, 1L).email = "ada@lovelace.org");
        run.assertRows("select id, name, email from bv_members", "1 | ada | ada@lovelace.org");
        run.assertRows("select is_nullable from information_schema.columns where lower(table_name) = 'bv_members' "
                + "and lower(column_name) = 'name'", "NO");
    }

    private static Member member(long id, String name, String email) {
        Member member = new Member();
        member.id = id;
        member.name = name;
        member.email = email;
        return member;
    }
}
