package dev.spannerkeys.featurezoo.elementcollection;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code @ElementCollection} of basic values: a {@code Set} (keyed by owner and value) and a {@code List} without an
 * order column (a bag: Hibernate knows no key, the library adds a hidden one).
 */
public final class ElementCollectionFeature implements FeatureModel {

    @Entity(name = "EcItem")
    @Table(name = "ec_items")
    public static class Item {
        @Id
        Long id;
        @ElementCollection
        @CollectionTable(name = "ec_item_tags", joinColumns = @JoinColumn(name = "item_id"))
        @Column(name = "tag")
        Set<String> tags = new HashSet<>();
        @ElementCollection
        @CollectionTable(name = "ec_item_scores", joinColumns = @JoinColumn(name = "item_id"))
        @Column(name = "score")
        List<Integer> scores = new ArrayList<>();
    }

    @Override
    public List<String> features() {
        return List.of("@ElementCollection of basic values");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Item.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ec_items", "ec_item_tags", "ec_item_scores");
    }

    @Override
    public java.util.Map<String, String> dmlFallbacks() {
        return java.util.Map.of("@ElementCollection of basic values", "the delete does not restrict key column rowid; "
                + "the delete does not restrict the primary key of");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 2; id++) {
                Item item = new Item();
                item.id = id;
                item.tags.addAll(Set.of("a", "b"));
                item.scores.addAll(List.of(3, 1, 3));
                session.persist(item);
            }
        });
        run.step("change elements", session -> {
            Item item = session.find(Item.class, 1L);
            item.tags.remove("a");
            item.tags.add("c");
            item.scores.remove(Integer.valueOf(1));
            item.scores.add(9);
        });
        run.assertRows("select item_id, tag from ec_item_tags", "1 | b", "1 | c", "2 | a", "2 | b");
        run.assertRows("select item_id, score from ec_item_scores", "1 | 3", "1 | 3", "1 | 9", "2 | 1", "2 | 3",
                "2 | 3");
        run.step("clear and delete", session -> {
            session.find(Item.class, 1L).tags.clear();
            session.remove(session.find(Item.class, 2L));
        });
        run.assertRows("select item_id, tag from ec_item_tags");
        run.assertRows("select item_id, score from ec_item_scores", "1 | 3", "1 | 3", "1 | 9");
    }
}
