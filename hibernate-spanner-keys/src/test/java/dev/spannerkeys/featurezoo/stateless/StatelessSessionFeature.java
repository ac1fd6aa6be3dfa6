package dev.spannerkeys.featurezoo.stateless;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.util.List;

/** {@code StatelessSession}: insert, update, upsert and delete without a persistence context, and a read between. */
public final class StatelessSessionFeature implements FeatureModel {

    @Entity(name = "SlAuthor")
    @Table(name = "sl_authors")
    public static class Author {
        @Id
        Long id;
        String name;
    }

    @Entity(name = "SlPost")
    @Table(name = "sl_posts")
    public static class Post {
        @Id
        Long id;
        @ManyToOne
        Author author;
        String title;
    }

    @Override
    public List<String> features() {
        return List.of("StatelessSession");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Author.class, Post.class);
    }

    @Override
    public List<String> tables() {
        return List.of("sl_authors", "sl_posts");
    }

    @Override
    public java.util.Map<String, String> dmlFallbacks(dev.spannerkeys.internal.schema.SqlDialect dialect) {
        // upsert(): Hibernate's INSERT OR UPDATE in GoogleSQL, an update or insert in PostgreSQL.
        return java.util.Map.of("StatelessSession", "Hibernate executes it as "
                + (dialect == dev.spannerkeys.internal.schema.SqlDialect.POSTGRESQL ? "OptionalTableUpdateOperation"
                        : "DeleteOrUpsertOperation"));
    }

    @Override
    public void run(FeatureRun run) {
        run.statelessStep("insert, read, update", session -> {
            Author author = new Author();
            author.id = 1L;
            author.name = "ada";
            session.insert(author);
            for (long id = 1; id <= 3; id++) {
                Post post = new Post();
                post.id = id;
                post.author = author;
                post.title = "p" + id;
                session.insert(post);
            }
            assertEquals(3L, session.createSelectionQuery("select count(*) from SlPost", Long.class).getSingleResult());
            Post first = session.get(Post.class, 1L);
            first.title = "first";
            session.update(first);
        });
        run.statelessStep("upsert, delete", session -> {
            Post post = new Post();
            post.id = 4L;
            post.author = session.get(Author.class, 1L);
            post.title = "p4";
            session.upsert(post);
            session.delete(session.get(Post.class, 2L));
        });
        run.assertRows("select id, author_id, title from sl_posts", "1 | 1 | first", "3 | 1 | p3", "4 | 1 | p4");
    }
}
