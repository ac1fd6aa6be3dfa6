package dev.spannerkeys.hibernate;

import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.TableDefinition;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.junit.jupiter.api.Test;

/** Two persistence units in one JVM map the same table names differently; each keeps its own schema. */
class PersistenceUnitIsolationTest {

    /** In the second unit, Albums is a root table with a key of its own. */
    @Entity(name = "StandaloneAlbum")
    @Table(name = "Albums")
    public static class StandaloneAlbum {
        @Id @Column(name = "AlbumId") Long albumId;
    }

    @Test
    void eachPersistenceUnitHasItsOwnSchemaModel() {
        Metadata interleavedUnit = OfflineBootstrap.metadata(MusicEntities.ALL);
        Metadata standaloneUnit = OfflineBootstrap.metadata(StandaloneAlbum.class);
        try (SessionFactory first = interleavedUnit.buildSessionFactory();
                SessionFactory second = standaloneUnit.buildSessionFactory()) {
            SpannerKeysDialectSupport firstDialect = dialect(first);
            SpannerKeysDialectSupport secondDialect = dialect(second);
            assertNotSame(firstDialect, secondDialect);

            SchemaModel firstModel = firstDialect.schemaModel(interleavedUnit);
            SchemaModel secondModel = secondDialect.schemaModel(standaloneUnit);
            TableDefinition interleaved = firstModel.table("Albums").orElseThrow();
            TableDefinition standalone = secondModel.table("Albums").orElseThrow();
            assertTrue(interleaved.isInterleaved());
            assertEquals(List.of("SingerId", "AlbumId"), interleaved.primaryKey().stream().map(p -> p.column()).toList());
            assertTrue(standalone.interleave().isEmpty());
            assertEquals(List.of("AlbumId"), standalone.primaryKey().stream().map(p -> p.column()).toList());
            assertEquals(1, secondModel.tables().size());
            assertTrue(secondModel.indexes().isEmpty());
        }
    }

    private static SpannerKeysDialectSupport dialect(SessionFactory factory) {
        return SpannerKeysDialectSupport.of(factory.unwrap(SessionFactoryImplementor.class).getJdbcServices().getDialect());
    }
}
