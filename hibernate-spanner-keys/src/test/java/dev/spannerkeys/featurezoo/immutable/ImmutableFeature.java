package dev.spannerkeys.featurezoo.immutable;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.Immutable;

/** {@code @Immutable}: inserted and deleted, never updated (changes to a loaded entity are ignored). */
public final class ImmutableFeature implements FeatureModel {

    @Entity(name = "ImEntry")
    @Table(name = "im_entries")
    @Immutable
    public static class Entry {
        @Id
        Long id;
        String text;
    }

    @Override
    public List<String> features() {
        return List.of("@Immutable");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Entry.class);
    }

    @Override
    public List<String> tables() {
        return List.of("im_entries");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 2; id++) {
                Entry entry = new Entry();
                entry.id = id;
                entry.text = "e" + id;
                session.persist(entry);
            }
        });
        run.step("a change is ignored", session -> session.find(Entry.class, 1L).text = "changed");
        run.assertRows("select id, text from im_entries", "1 | e1", "2 | e2");
        run.step("delete", session -> session.remove(session.find(Entry.class, 2L)));
        run.assertRows("select id, text from im_entries", "1 | e1");
    }
}
