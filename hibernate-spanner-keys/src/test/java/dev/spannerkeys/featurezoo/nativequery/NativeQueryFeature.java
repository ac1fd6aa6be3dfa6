package dev.spannerkeys.featurezoo.nativequery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;

/**
 * Native queries in a transaction with entity writes: a native update, a native select with and without declared
 * tables, each seeing the writes before it.
 */
public final class NativeQueryFeature implements FeatureModel {

    @Entity(name = "NqNote")
    @Table(name = "nq_notes")
    public static class Note {
        @Id
        Long id;
        String text;
    }

    @Override
    public List<String> features() {
        return List.of("native queries");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Note.class);
    }

    @Override
    public List<String> tables() {
        return List.of("nq_notes");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert, native update and selects", session -> {
            session.persist(note(1L, "a"));
            session.persist(note(2L, "b"));
            assertEquals(1, session.createNativeQuery("update nq_notes set text = 'A' where id = 1", Object.class)
                    .addSynchronizedEntityClass(Note.class).executeUpdate());
            assertEquals(List.of("A", "b"), session.createNativeQuery("select text from nq_notes order by id",
                    String.class).getResultList());
            session.persist(note(3L, "c"));
            assertEquals(3L, ((Number) session.createNativeQuery("select count(*) from nq_notes", Long.class)
                    .addSynchronizedEntityClass(Note.class).getSingleResult()).longValue());
        });
        run.step("native delete, entity update", session -> {
            session.find(Note.class, 3L).text = "C";
            assertEquals(1, session.createNativeMutationQuery("delete from nq_notes where id = 2").executeUpdate());
        });
        run.assertRows("select id, text from nq_notes", "1 | A", "3 | C");
    }

    private static Note note(long id, String text) {
        Note note = new Note();
        note.id = id;
        note.text = text;
        return note;
    }
}
