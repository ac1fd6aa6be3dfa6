package dev.spannerkeys.featurezoo.sqlrestriction;

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
import org.hibernate.annotations.SQLRestriction;

/**
 * {@code @SQLRestriction} on an entity and on a collection. Hibernate adds a collection's restriction to the
 * statements that delete or update its rows: removing the collection deletes only the rows the restriction
 * selects, so the hidden ones stay. A mutation cannot carry a SQL condition: those writes run as DML.
 */
public final class SqlRestrictionFeature implements FeatureModel {

    @Entity(name = "SrBoard")
    @Table(name = "sr_boards")
    public static class Board {
        @Id
        Long id;
        /** Keyed by board and label (the label is not null): removing all labels could be one key-range delete. */
        @ElementCollection
        @CollectionTable(name = "sr_board_labels", joinColumns = @JoinColumn(name = "board_id"))
        @Column(name = "label", nullable = false)
        @SQLRestriction("label not like 'internal:%'")
        Set<String> labels = new HashSet<>();
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
        return List.of("sr_boards", "sr_board_labels", "sr_cards");
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
            board.labels.add("shown");
            board.labels.add("internal:audit");
            session.persist(board);
            for (long id = 1; id <= 2; id++) {
                Card card = new Card();
                card.id = id;
                card.archived = id == 2;
                card.text = "c" + id;
                session.persist(card);
            }
        });
        assertEquals(Set.of("shown"), run.read(session -> new HashSet<>(session.find(Board.class, 1L).labels)));
        assertEquals(List.of(1L), run.read(session -> session.createSelectionQuery("select id from SrCard", Long.class)
                .getResultList()));
        // Hibernate removes the old collection with "delete ... where board_id = ? and (label not like 'internal:%')"
        // and inserts the new one: the hidden label stays.
        run.step("replace the collection", session -> session.find(Board.class, 1L).labels =
                new HashSet<>(Set.of("new")));
        run.assertRows("select board_id, label from sr_board_labels", "1 | internal:audit", "1 | new");
        run.step("add, update", session -> {
            session.find(Card.class, 1L).text = "edited";
            session.find(Board.class, 1L).labels.add("more");
        });
        run.step("remove a visible label", session -> session.find(Board.class, 1L).labels.remove("new"));
        run.step("clear the collection", session -> session.find(Board.class, 1L).labels.clear());
        run.assertRows("select board_id, label from sr_board_labels", "1 | internal:audit");
        run.assertRows("select id, archived, text from sr_cards", "1 | false | edited", "2 | true | c2");
    }
}
