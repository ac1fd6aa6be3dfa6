package dev.spannerkeys.featurezoo.schemapertenant;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Set;

/**
 * Schema-per-tenant multi-tenancy, on Spanner a database per tenant (a {@code MultiTenantConnectionProvider}): each
 * tenant's rows in its own database, its own session reading only them; the ids a stock {@code @GeneratedValue}
 * asks for are taken over (a bit-reversed sequence in each tenant's database), and differ between runs; rows another
 * writer inserts by SQL into a tenant's database, taking the key column's default, never collide with them.
 */
public final class SchemaPerTenantFeature implements FeatureModel {

    @Entity(name = "MtNote")
    @Table(name = "mt_notes")
    public static class Note {
        @Id
        @GeneratedValue
        Long id;
        String text;
    }

    @Override
    public List<String> features() {
        return List.of("schema-per-tenant multi-tenancy");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Note.class);
    }

    @Override
    public List<String> tables() {
        return List.of("mt_notes");
    }

    @Override
    public Set<String> volatileColumns() {
        return Set.of("mt_notes.id");
    }

    @Override
    public List<String> tenantDatabases() {
        return List.of("alpha", "beta");
    }

    @Override
    public void run(FeatureRun run) {
        run.tenantStep("alpha", "insert for alpha", session -> {
            session.persist(note("a1"));
            session.persist(note("a2"));
        });
        run.tenantStep("beta", "insert for beta", session -> session.persist(note("b1")));
        // Another writer in beta's database, its keys from the column's default: beta's sequence. The ids drawn for
        // beta's sessions come from it too, so these never collide with b1 (they did while every tenant's ids came
        // from the first tenant's sequence: b1 had alpha's third counter, which beta's default hands out third).
        for (String text : List.of("sql1", "sql2", "sql3")) {
            run.executeIn("beta", "insert into mt_notes (text) values ('" + text + "')");
        }
        run.assertRowsIn("alpha", "select text from mt_notes", "a1", "a2");
        run.assertRowsIn("beta", "select text from mt_notes", "b1", "sql1", "sql2", "sql3");
        run.tenantStep("alpha", "update for alpha", session -> {
            assertEquals(2L, session.createSelectionQuery("select count(*) from MtNote", Long.class).getSingleResult());
            session.createSelectionQuery("from MtNote where text = 'a1'", Note.class).getSingleResult().text = "a1!";
        });
        run.tenantStep("beta", "delete for beta", session ->
                session.remove(session.createSelectionQuery("from MtNote where text = 'b1'", Note.class)
                        .getSingleResult()));
        run.assertRowsIn("alpha", "select text from mt_notes", "a1!", "a2");
        run.assertRowsIn("beta", "select text from mt_notes", "sql1", "sql2", "sql3");
    }

    private static Note note(String text) {
        Note note = new Note();
        note.text = text;
        return note;
    }
}
