package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.testsupport.SqlQueries;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The schema the application created on the emulator, as Spanner's INFORMATION_SCHEMA reports it:
 * the annotations on the entities became interleaved tables, sequences, an index with STORING and
 * a UUID column with a default.
 */
@SpringBootTest(properties = "spanner.keys.emulator.enabled=true")
class MusicStoreSchemaTest {

    @Autowired
    JdbcTemplate jdbc;

    private List<String> rows(String sql) {
        return jdbc.query(sql, SqlQueries::rowsOf);
    }

    @Test
    void albumsAndSongsAreInterleavedInTheirParentsWithCascadingDeletes() {
        assertThat(rows("SELECT TABLE_NAME, PARENT_TABLE_NAME, ON_DELETE_ACTION FROM INFORMATION_SCHEMA.TABLES "
                + "WHERE TABLE_SCHEMA = '' ORDER BY TABLE_NAME"))
                .containsExactly(
                        "albums | singers | CASCADE",
                        "concerts | null | null",
                        "singers | null | null",
                        "songs | albums | CASCADE");
    }

    @Test
    void childKeysStartWithTheirParentsKeys() {
        assertThat(rows("SELECT TABLE_NAME, COLUMN_NAME FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE INDEX_NAME = 'PRIMARY_KEY' AND TABLE_SCHEMA = '' ORDER BY TABLE_NAME, ORDINAL_POSITION"))
                .containsExactly(
                        "albums | singer_id", "albums | album_id",
                        "concerts | concert_id",
                        "singers | singer_id",
                        "songs | singer_id", "songs | album_id", "songs | track_number");
    }

    @Test
    void theLastNameIndexStoresTheFirstName() {
        // A stored column is in the index without a position in its key.
        assertThat(rows("SELECT COLUMN_NAME, ORDINAL_POSITION FROM INFORMATION_SCHEMA.INDEX_COLUMNS "
                + "WHERE INDEX_NAME = 'singers_by_last_name' ORDER BY COLUMN_NAME"))
                .containsExactly("first_name | null", "last_name | 1");
    }

    @Test
    void keyColumnsDrawFromBitReversedSequencesAndUuids() {
        assertThat(rows("SELECT NAME, OPTION_VALUE FROM INFORMATION_SCHEMA.SEQUENCE_OPTIONS "
                + "WHERE OPTION_NAME = 'sequence_kind' ORDER BY NAME"))
                .containsExactly("album_id_sequence | bit_reversed_positive", "singer_id_sequence | bit_reversed_positive");
        assertThat(rows("SELECT TABLE_NAME, COLUMN_NAME, SPANNER_TYPE, COLUMN_DEFAULT FROM INFORMATION_SCHEMA.COLUMNS "
                + "WHERE COLUMN_NAME IN ('singer_id', 'album_id', 'concert_id') AND TABLE_NAME IN ('singers', 'albums', 'concerts') "
                + "ORDER BY TABLE_NAME, COLUMN_NAME"))
                .containsExactly(
                        "albums | album_id | INT64 | GET_NEXT_SEQUENCE_VALUE(SEQUENCE album_id_sequence)",
                        "albums | singer_id | INT64 | null",
                        "concerts | concert_id | STRING(36) | GENERATE_UUID()",
                        "concerts | singer_id | INT64 | null",
                        "singers | singer_id | INT64 | GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_id_sequence)");
    }
}
