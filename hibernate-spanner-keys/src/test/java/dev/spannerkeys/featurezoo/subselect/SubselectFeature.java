package dev.spannerkeys.featurezoo.subselect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.Immutable;
import org.hibernate.annotations.Subselect;
import org.hibernate.annotations.Synchronize;

/**
 * {@code @Subselect}: a read-only entity over a query (no table of its own), synchronized with the table it reads,
 * so a query of it in the same transaction sees the writes before it.
 */
public final class SubselectFeature implements FeatureModel {

    @Entity(name = "SsBook")
    @Table(name = "ss_books")
    public static class Book {
        @Id
        Long id;
        String author;
    }

    @Entity(name = "SsAuthorStats")
    @Immutable
    @Subselect("select author, count(*) as books from ss_books group by author")
    @Synchronize("ss_books")
    public static class AuthorStats {
        @Id
        String author;
        Long books;
    }

    @Override
    public List<String> features() {
        return List.of("@Subselect");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Book.class, AuthorStats.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ss_books");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert, then read the view in the same transaction", session -> {
            for (long id = 1; id <= 3; id++) {
                Book book = new Book();
                book.id = id;
                book.author = id == 3 ? "bob" : "ada";
                session.persist(book);
            }
            assertEquals(2L, session.createSelectionQuery("select books from SsAuthorStats where author = 'ada'",
                    Long.class).getSingleResult());
        });
        run.step("delete", session -> session.remove(session.find(Book.class, 1L)));
        assertEquals(Long.valueOf(1), run.read(session -> session.find(AuthorStats.class, "ada").books));
    }
}
