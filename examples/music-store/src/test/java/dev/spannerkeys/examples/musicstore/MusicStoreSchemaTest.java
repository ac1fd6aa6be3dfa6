package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.testsupport.SqlQueries;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The schema Flyway migrated on the emulator before Hibernate validated it, from the scripts the
 * {@code spanner-keys:migration} goal generated from the entities, as Spanner's INFORMATION_SCHEMA
 * reports it: the annotations became interleaved tables, sequences, indexes with STORING and a UUID
 * column with a default.
 */
@SpringBootTest(properties = "spanner.keys.emulator.enabled=true")
@Tag("emulator")
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
                        "flyway_schema_history | null | null",
                        "reviews | null | null",
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
                        "flyway_schema_history | installed_rank",
                        "reviews | review_id",
                        "singers | singer_id",
                        "songs | singer_id", "songs | album_id", "songs | track_number");
    }

    @Test
    void flywayAppliedTheGeneratedScriptsBeforeHibernateValidatedThem() {
        assertThat(rows("SELECT version, script, success FROM flyway_schema_history ORDER BY installed_rank"))
                .containsExactly("1 | V1__baseline.sql | true", "2 | V2__reviews_and_release_years.sql | true");
        // V2's index: null-filtered, storing the title.
        assertThat(rows("SELECT IS_NULL_FILTERED FROM INFORMATION_SCHEMA.INDEXES WHERE INDEX_NAME = 'albums_by_release_year'"))
                .containsExactly("true");
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
