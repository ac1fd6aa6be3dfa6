package dev.spannerkeys.featurezoo.customsql;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Map;
import org.hibernate.annotations.SQLDelete;
import org.hibernate.annotations.SQLInsert;
import org.hibernate.annotations.SQLUpdate;

/**
 * {@code @SQLInsert}/{@code @SQLUpdate}/{@code @SQLDelete}: the application's own statements, which do more than a
 * mutation would (upper-case the name, mark the row deleted instead of deleting it): they run as written, DML.
 */
public final class CustomSqlFeature implements FeatureModel {

    @Entity(name = "CsItem")
    @Table(name = "cs_items")
    @SQLInsert(sql = "insert into cs_items (deleted, name, id) values (?, upper(?), ?)")
    @SQLUpdate(sql = "update cs_items set deleted = ?, name = upper(?) where id = ?")
    @SQLDelete(sql = "update cs_items set deleted = true where id = ?")
    public static class Item {
        @Id
        Long id;
        String name;
        boolean deleted;
    }

    @Override
    public List<String> features() {
        return List.of("@SQLInsert/@SQLUpdate/@SQLDelete");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Item.class);
    }

    @Override
    public List<String> tables() {
        return List.of("cs_items");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@SQLInsert/@SQLUpdate/@SQLDelete", "uses custom SQL");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 2; id++) {
                Item item = new Item();
                item.id = id;
                item.name = "item " + id;
                session.persist(item);
            }
        });
        run.assertRows("select id, name, deleted from cs_items", "1 | ITEM 1 | false", "2 | ITEM 2 | false");
        run.step("update", session -> session.find(Item.class, 1L).name = "first");
        run.step("delete", session -> session.remove(session.find(Item.class, 2L)));
        run.assertRows("select id, name, deleted from cs_items", "1 | FIRST | false", "2 | ITEM 2 | true");
    }
}
