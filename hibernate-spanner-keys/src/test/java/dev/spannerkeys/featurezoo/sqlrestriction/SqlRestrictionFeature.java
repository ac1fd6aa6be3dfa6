package dev.spannerkeys.featurezoo.sqlrestriction;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.hibernate.annotations.SQLRestriction;

/**
 * {@code @SQLRestriction} on an entity and on a collection. Hibernate adds a collection's restriction to the
 * statements that delete or update its rows: removing the collection deletes only the rows the restriction
 * selects, so the hidden ones stay. A mutation cannot carry a SQL condition: those writes run as DML.
 */
public final class SqlRestrictionFeature implements FeatureModel {

    @Embeddable
    public static class Pin {
        @Column(nullable = false)
        String text;
        boolean visible;

        Pin() {
        }

        Pin(String text, boolean visible) {
            this.text = text;
            this.visible = visible;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Pin other && Objects.equals(text, other.text) && visible == other.visible;
        }

        @Override
        public int hashCode() {
            return Objects.hash(text, visible);
        }
    }

    @Entity(name = "SrBoard")
    @Table(name = "sr_boards")
    public static class Board {
        @Id
        Long id;
        @ElementCollection
        @CollectionTable(name = "sr_board_pins", joinColumns = @JoinColumn(name = "board_id"))
        @SQLRestriction("visible = true")
        Set<Pin> pins = new HashSet<>();
    }

    @Entity(name = "SrCard")
    @Table(name = "sr_cards")
    @SQLRestriction("archived = false")
    public static class Card {
        @Id
        Long id;
        boolean archived;
        String text;
    }

    @Override
    public List<String> features() {
        return List.of("@SQLRestriction");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Board.class, Card.class);
    }

    @Override
    public List<String> tables() {
        return List.of("sr_boards", "sr_board_pins", "sr_cards");
    }

    @Override
    public Map<String, String> dmlFallbacks() {
        return Map.of("@SQLRestriction", "restricts its rows by a SQL condition");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Board board = new Board();
            board.id = 1L;
            board.pins.add(new Pin("shown", true));
            board.pins.add(new Pin("hidden", false));
            session.persist(board);
            for (long id = 1; id <= 2; id++) {
                Card card = new Card();
                card.id = id;
                card.archived = id == 2;
                card.text = "c" + id;
                session.persist(card);
            }
        });
        assertEquals(Set.of(new Pin("shown", true)), run.read(session -> new HashSet<>(session.find(Board.class, 1L).pins)));
        assertEquals(List.of(1L), run.read(session -> session.createSelectionQuery("select id from SrCard", Long.class)
                .getResultList()));
        run.step("replace the collection", session -> session.find(Board.class, 1L).pins =
                new HashSet<>(Set.of(new Pin("new", true))));
        run.assertRows("select board_id, text, visible from sr_board_pins", "1 | hidden | false", "1 | new | true");
        run.step("update, delete", session -> {
            session.find(Card.class, 1L).text = "edited";
            session.find(Board.class, 1L).pins.add(new Pin("more", true));
        });
        run.step("delete a visible row", session -> session.find(Board.class, 1L).pins.remove(new Pin("new", true)));
        run.assertRows("select board_id, text, visible from sr_board_pins", "1 | hidden | false", "1 | more | true");
        run.assertRows("select id, archived, text from sr_cards", "1 | false | edited", "2 | true | c2");
    }
}
