package dev.spannerkeys.featurezoo.secondarytable;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.SecondaryTable;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Map;

/**
 * {@code @SecondaryTable}: one entity over two tables. The secondary row is optional: no row while its columns are
 * null, and Hibernate inserts, updates or deletes it as they change (an upsert, which stays DML).
 */
public final class SecondaryTableFeature implements FeatureModel {

    @Entity(name = "SecPerson")
    @Table(name = "sec_persons")
    @SecondaryTable(name = "sec_person_details")
    public static class Person {
        @Id
        Long id;
        String name;
        @Column(table = "sec_person_details")
        String biography;
    }

    @Override
    public List<String> features() {
        return List.of("@SecondaryTable");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Person.class);
    }

    @Override
    public List<String> tables() {
        return List.of("sec_persons", "sec_person_details");
    }

    @Override
    public Map<String, String> dmlFallbacks(SqlDialect dialect) {
        // Hibernate's upsert of the optional row: INSERT OR UPDATE in GoogleSQL, an update, insert or delete in
        // PostgreSQL (the library's dialect; Spanner's PostgreSQL interface has no MERGE).
        return Map.of("@SecondaryTable", "Hibernate upserts optional secondary tables; Hibernate executes it as "
                + (dialect == SqlDialect.POSTGRESQL ? "OptionalTableUpdateOperation" : "DeleteOrUpsertOperation"));
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Person with = new Person();
            with.id = 1L;
            with.name = "ada";
            with.biography = "math";
            Person without = new Person();
            without.id = 2L;
            without.name = "bob";
            session.persist(with);
            session.persist(without);
        });
        run.assertRows("select id, biography from sec_person_details", "1 | math");
        run.step("update main table only", session -> session.find(Person.class, 1L).name = "ada l");
        run.step("secondary row added and removed", session -> {
            session.find(Person.class, 2L).biography = "art";
            session.find(Person.class, 1L).biography = null;
        });
        run.assertRows("select id, biography from sec_person_details", "2 | art");
        run.step("delete", session -> session.remove(session.find(Person.class, 2L)));
        run.assertRows("select id, name from sec_persons", "1 | ada l");
    }
}
