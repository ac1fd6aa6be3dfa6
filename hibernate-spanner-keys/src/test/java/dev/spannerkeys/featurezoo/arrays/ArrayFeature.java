package dev.spannerkeys.featurezoo.arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;

/** Arrays: {@code String[]}, {@code Long[]} and a {@code List<String>} as {@code ARRAY} columns. */
public final class ArrayFeature implements FeatureModel {

    @Entity(name = "ArPost")
    @Table(name = "ar_posts")
    public static class Post {
        @Id
        Long id;
        String[] labels;
        Long[] counts;
        List<String> authors;
    }

    @Override
    public List<String> features() {
        return List.of("arrays");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Post.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ar_posts");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Post post = new Post();
            post.id = 1L;
            post.labels = new String[] {"a", null, "c"};
            post.counts = new Long[] {1L, 2L};
            post.authors = List.of("ada", "bob");
            session.persist(post);
        });
        run.read(session -> {
            Post post = session.find(Post.class, 1L);
            assertArrayEquals(new String[] {"a", null, "c"}, post.labels);
            assertEquals(List.of("ada", "bob"), post.authors);
            return null;
        });
        run.step("update", session -> {
            Post post = session.find(Post.class, 1L);
            post.labels = new String[0];
            post.counts = null;
            post.authors = List.of("cy");
        });
        run.step("delete", session -> session.remove(session.find(Post.class, 1L)));
    }
}
