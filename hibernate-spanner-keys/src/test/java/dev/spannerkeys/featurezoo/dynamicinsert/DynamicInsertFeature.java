package dev.spannerkeys.featurezoo.dynamicinsert;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.ColumnDefault;
import org.hibernate.annotations.DynamicInsert;
import org.hibernate.annotations.DynamicUpdate;

/**
 * {@code @DynamicInsert}/{@code @DynamicUpdate}: statements name only the non-null (inserted) or changed (updated)
 * columns, so a column left out of an insert gets its default; a mutation names the same columns.
 */
public final class DynamicInsertFeature implements FeatureModel {

    @Entity(name = "DiSetting")
    @Table(name = "di_settings")
    @DynamicInsert
    @DynamicUpdate
    public static class Setting {
        @Id
        Long id;
        @ColumnDefault("'on'")
        String state;
        @ColumnDefault("3")
        Long retries;
        String note;
    }

    @Override
    public List<String> features() {
        return List.of("@DynamicInsert/@DynamicUpdate");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Setting.class);
    }

    @Override
    public List<String> tables() {
        return List.of("di_settings");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Setting defaults = new Setting();
            defaults.id = 1L;
            Setting given = new Setting();
            given.id = 2L;
            given.state = "off";
            given.note = "n";
            session.persist(defaults);
            session.persist(given);
        });
        run.assertRows("select id, state, retries, note from di_settings", "1 | on | 3 | null", "2 | off | 3 | n");
        run.execute("update di_settings set note = 'by another writer' where id = 2");
        run.step("update one column", session -> session.find(Setting.class, 2L).retries = 5L);
        run.assertRows("select id, state, retries, note from di_settings", "1 | on | 3 | null",
                "2 | off | 5 | by another writer");
        run.step("delete", session -> session.remove(session.find(Setting.class, 1L)));
    }
}
