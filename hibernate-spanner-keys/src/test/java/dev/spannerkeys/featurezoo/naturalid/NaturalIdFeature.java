package dev.spannerkeys.featurezoo.naturalid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.annotations.NaturalId;

/** {@code @NaturalId}: a unique index, loads by natural id; a duplicate is refused. */
public final class NaturalIdFeature implements FeatureModel {

    @Entity(name = "NiBook")
    @Table(name = "ni_books")
    public static class Book {
        @Id
        Long id;
        @NaturalId
        String isbn;
        String title;
    }

    @Override
    public List<String> features() {
        return List.of("@NaturalId");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Book.class);
    }

    @Override
    public List<String> tables() {
        return List.of("ni_books");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            session.persist(book(1L, "978-0", "first"));
            session.persist(book(2L, "978-1", "second"));
        });
        run.step("update by natural id", session ->
                session.bySimpleNaturalId(Book.class).load("978-1").title = "second edition");
        assertEquals("second edition", run.read(session -> session.bySimpleNaturalId(Book.class).load("978-1").title));
        run.assertFails("ConstraintViolation", () -> run.factory().inTransaction(session ->
                session.persist(book(3L, "978-0", "duplicate"))));
        run.snapshot("a duplicate refused");
        run.step("delete", session -> session.remove(session.bySimpleNaturalId(Book.class).load("978-0")));
        run.assertRows("select id, isbn, title from ni_books", "2 | 978-1 | second edition");
    }

    private static Book book(long id, String isbn, String title) {
        Book book = new Book();
        book.id = id;
        book.isbn = isbn;
        book.title = title;
        return book;
    }
}
