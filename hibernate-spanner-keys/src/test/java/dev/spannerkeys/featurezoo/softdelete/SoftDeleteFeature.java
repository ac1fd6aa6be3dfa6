package dev.spannerkeys.featurezoo.softdelete;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import org.hibernate.annotations.SoftDelete;

/**
 * {@code @SoftDelete} on an entity and on a collection: a delete is an update of the flag, which Hibernate writes as
 * a SQL literal, and every write restricts the rows not deleted: DML.
 */
public final class SoftDeleteFeature implements FeatureModel {

    @Entity(name = "SdComment")
    @Table(name = "sd_comments")
    @SoftDelete
    public static class Comment {
        @Id
        Long id;
        String text;
        @ElementCollection
        @CollectionTable(name = "sd_comment_tags", joinColumns = @JoinColumn(name = "comment_id"))
        @Column(name = "tag")
        @SoftDelete
        Set<String> tags = new HashSet<>();
    }

    @Override
    public List<String> features() {
        return List.of("@SoftDelete");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Comment.class);
    }

    @Override
    public List<String> tables() {
        return List.of("sd_comments", "sd_comment_tags");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@SoftDelete", "is soft-deleted");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long id = 1; id <= 2; id++) {
                Comment comment = new Comment();
                comment.id = id;
                comment.text = "c" + id;
                // Comment 2 has one tag: removing a soft-deleted collection of two or more rows with JDBC batching
                // fails in Hibernate 7.4 itself (its batch expects one row from the flag update).
                comment.tags.addAll(id == 1 ? Set.of("x", "y") : Set.of("x"));
                session.persist(comment);
            }
        });
        run.step("update, remove a tag", session -> {
            Comment comment = session.find(Comment.class, 1L);
            comment.text = "edited";
            comment.tags.remove("x");
        });
        run.step("delete", session -> session.remove(session.find(Comment.class, 2L)));
        run.assertRows("select id, text, deleted from sd_comments", "1 | edited | false", "2 | c2 | true");
        run.assertRows("select comment_id, tag, deleted from sd_comment_tags", "1 | x | true", "1 | y | false",
                "2 | x | true");
        assertEquals(List.of(1L), run.read(session -> session.createSelectionQuery("select id from SdComment",
                Long.class).getResultList()));
    }
}
