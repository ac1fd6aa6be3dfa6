package dev.spannerkeys.featurezoo.mappedsuperclass;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @MappedSuperclass}: the key and common columns declared once, in each entity's own table. */
public final class MappedSuperclassFeature implements FeatureModel {

    @MappedSuperclass
    public abstract static class Base {
        @Id
        Long id;
        String createdBy;
    }

    @Entity(name = "MsNote")
    @Table(name = "ms_notes")
    public static class Note extends Base {
        String text;
    }

    @Entity(name = "MsTask")
    @Table(name = "ms_tasks")
    public static class Task extends Base {
        Boolean done;
    }

    @Override
    public List<String> features() {
        return List.of("@MappedSuperclass");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Note.class, Task.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ms_notes", "ms_tasks");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Note note = new Note();
            note.id = 1L;
            note.createdBy = "ada";
            note.text = "hello";
            Task task = new Task();
            task.id = 1L;
            task.createdBy = "bob";
            task.done = false;
            session.persist(note);
            session.persist(task);
        });
        run.step("update", session -> {
            session.find(Task.class, 1L).done = true;
            session.find(Note.class, 1L).createdBy = "cy";
        });
        run.assertRows("select id, createdBy, text from ms_notes", "1 | cy | hello");
        run.step("delete", session -> session.remove(session.find(Note.class, 1L)));
        run.assertRows("select id, createdBy, done from ms_tasks", "1 | bob | true");
    }
}
