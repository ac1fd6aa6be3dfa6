package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.hibernate.MusicEntities.Album;
import dev.spannerkeys.hibernate.MusicEntities.AlbumKey;
import dev.spannerkeys.hibernate.MusicEntities.Singer;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;
import org.hibernate.SessionFactory;
import org.hibernate.dialect.SpannerDialect;
import org.junit.jupiter.api.Test;

/**
 * Schema mappings Spanner would reject, or that could not be fixed later, fail while the session
 * factory is built — with {@code hbm2ddl.auto = none}, without a database — naming entity,
 * attribute, problem and fix.
 */
class SchemaMappingValidationTest {

    @Entity(name = "SwappedAlbum")
    @Table(name = "SwappedAlbums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = Singer.class)
    public static class SwappedAlbum {
        @Id @Column(name = "AlbumId") Long albumId;
        @Id @Column(name = "SingerId") Long singerId;
    }

    @Entity(name = "TextKeyAlbum")
    @Table(name = "TextKeyAlbums")
    @IdClass(TextKeyAlbum.Key.class)
    @Interleaved(in = Singer.class)
    public static class TextKeyAlbum {
        @Id @Column(name = "SingerId") String singerId;
        @Id @Column(name = "AlbumId") Long albumId;

        public static class Key implements Serializable {
            String singerId;
            Long albumId;

            @Override
            public boolean equals(Object other) {
                return other instanceof Key that && Objects.equals(singerId, that.singerId)
                        && Objects.equals(albumId, that.albumId);
            }

            @Override
            public int hashCode() {
                return Objects.hash(singerId, albumId);
            }
        }
    }

    @Entity(name = "ShortKeySong")
    @Table(name = "ShortKeySongs")
    @Interleaved(in = Album.class)
    public static class ShortKeySong {
        @Id @Column(name = "SingerId") Long singerId;
    }

    @Entity(name = "InNotAnEntity")
    @Interleaved(in = String.class)
    public static class InNotAnEntity {
        @Id Long id;
    }

    @Entity(name = "InItself")
    @Interleaved(in = InItself.class)
    public static class InItself {
        @Id Long id;
    }

    @Entity(name = "CycleA")
    @Interleaved(in = CycleB.class)
    public static class CycleA {
        @Id Long id;
    }

    @Entity(name = "CycleB")
    @Interleaved(in = CycleA.class)
    public static class CycleB {
        @Id Long id;
    }

    @Entity(name = "CascadeWithoutParent")
    @Table(name = "CascadeWithoutParent")
    @Interleaved(in = Singer.class, parentConstraint = false, onDeleteCascade = true)
    public static class CascadeWithoutParent {
        @Id @Column(name = "SingerId") Long singerId;
    }

    @Entity(name = "DescendingName")
    public static class DescendingName {
        @Id Long id;
        @Descending String name;
    }

    @Entity(name = "UnknownIndexColumn")
    @SpannerIndex(name = "ByNickname", columns = "Nickname")
    public static class UnknownIndexColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "StoringKey")
    @SpannerIndex(name = "ByNameStoringId", columns = "name", storing = "id")
    public static class StoringKey {
        @Id Long id;
        String name;
    }

    @Entity(name = "NotAnAncestor")
    @SpannerIndex(name = "SingersInAlbums", columns = {"SingerId"}, interleaveIn = Album.class)
    public static class NotAnAncestor {
        @Id @Column(name = "SingerId") Long singerId;
    }

    @Entity(name = "FirstNamedIndex")
    @SpannerIndex(name = "ByName", columns = "name")
    public static class FirstNamedIndex {
        @Id Long id;
        String name;
    }

    @Entity(name = "SecondNamedIndex")
    @SpannerIndex(name = "ByName", columns = "name")
    public static class SecondNamedIndex {
        @Id Long id;
        String name;
    }

    @Entity(name = "SpacedIndexName")
    @SpannerIndex(name = "By Name", columns = "name")
    public static class SpacedIndexName {
        @Id Long id;
        String name;
    }

    @Entity(name = "SpacedColumn")
    @SpannerIndex(name = "ByLastName", columns = "Last Name")
    public static class SpacedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "DashedColumn")
    @SpannerIndex(name = "ByLastName", columns = "Last-Name DESC")
    public static class DashedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "BadTable")
    @Table(name = "Bad-Table")
    public static class BadTable {
        @Id Long id;
    }

    @Test
    void childKeyMustStartWithTheParentKeyColumnsInOrder() {
        assertRejected(build(Singer.class, SwappedAlbum.class), "SwappedAlbum", "attribute 'albumId'",
                "must start with the key of Singers (SingerId)", "Fix: make the key start with (SingerId)");
    }

    @Test
    void childKeyColumnsMustHaveTheParentTypes() {
        assertRejected(build(Singer.class, TextKeyAlbum.class), "TextKeyAlbum", "attribute 'singerId'",
                "has type string(255)", "parent Singers has type int64", "Fix: declare it with the parent's type");
    }

    @Test
    void childKeyMustHaveAllParentKeyColumns() {
        assertRejected(build(Singer.class, Album.class, ShortKeySong.class), "ShortKeySong",
                "is shorter than the key of its parent Albums (SingerId, AlbumId)", "Fix:");
    }

    @Test
    void parentMustBeAnEntity() {
        assertRejected(build(InNotAnEntity.class), "InNotAnEntity", "java.lang.String is not an entity", "Fix: name an @Entity");
    }

    @Test
    void noTableIsItsOwnAncestor() {
        assertRejected(build(InItself.class), "InItself", "interleaved in itself", "Fix:");
        assertRejected(build(CycleA.class, CycleB.class), "interleaved in itself through", "Fix: interleave the tables as a tree");
    }

    @Test
    void cascadeNeedsTheParentConstraint() {
        assertRejected(build(Singer.class, CascadeWithoutParent.class), "CascadeWithoutParent",
                "onDeleteCascade = true needs parentConstraint = true", "Fix:");
    }

    @Test
    void descendingOnlyOnKeyAttributes() {
        assertRejected(build(DescendingName.class), "DescendingName", "attribute 'name'",
                "@Descending orders primary key parts, but this attribute is not an @Id attribute", "@SpannerIndex");
    }

    @Test
    void descendingIsRefusedInPostgreSqlDialect() {
        assertRejected(build(SpannerKeysPostgreSQLDialect.class.getName(), DescendingKeyTest.UserAccessLog.class),
                "UserAccessLog", "attribute 'lastAccess'", "PostgreSQL-dialect databases have no descending key parts",
                "Fix: remove @Descending and add a descending secondary index");
    }

    @Test
    void indexColumnsMustExist() {
        assertRejected(build(UnknownIndexColumn.class), "UnknownIndexColumn", "@SpannerIndex(name = \"ByNickname\")",
                "names column Nickname, which table UnknownIndexColumn does not have (columns: id, name)", "Fix:");
    }

    @Test
    void indexCannotStoreAKeyColumn() {
        assertRejected(build(StoringKey.class), "StoringKey", "index 'ByNameStoringId'", "stores id, a primary key column",
                "Fix: remove id from storing");
    }

    @Test
    void indexInterleavesOnlyInAnAncestor() {
        assertRejected(build(Singer.class, Album.class, NotAnAncestor.class), "NotAnAncestor", "index 'SingersInAlbums'",
                "interleaved in Albums, which is not NotAnAncestor or one of its ancestors", "Fix:");
    }

    @Test
    void indexNamesAreUniqueInTheDatabase() {
        assertRejected(build(FirstNamedIndex.class, SecondNamedIndex.class), "index 'ByName'",
                "two indexes have this name", "Fix: give each index its own name");
    }

    @Test
    void invalidIdentifiersNeverReachDdl() {
        assertRejected(build(SpacedIndexName.class), "SpacedIndexName", "not a valid Spanner identifier");
        assertRejected(build(SpacedColumn.class), "SpacedColumn", "the column entry \"Last Name\" is not a column name");
        assertRejected(build(DashedColumn.class), "DashedColumn", "'Last-Name' is not a valid Spanner identifier");
        assertRejected(build(BadTable.class), "Bad-Table", "not a valid Spanner identifier", "Fix:");
    }

    @Test
    void aStockDialectWouldIgnoreTheSchemaAnnotations() {
        assertRejected(build(SpannerDialect.class.getName(), Singer.class, Album.class), "use @Interleaved, @SpannerIndex",
                "which ignores them", "Fix: remove 'hibernate.dialect'");
    }

    @Test
    void theMusicSchemaIsValid() {
        try (SessionFactory factory = OfflineBootstrap.build(SpannerKeysDialect.class.getName(), MusicEntities.ALL)) {
            assertTrue(factory.isOpen());
        }
    }

    private static void assertRejected(String message, String... fragments) {
        for (String fragment : fragments) {
            assertTrue(message.contains(fragment), "expected '" + fragment + "' in: " + message);
        }
    }

    private static String build(Class<?>... entities) {
        return OfflineBootstrap.rejection(entities);
    }

    private static String build(String dialect, Class<?>... entities) {
        return OfflineBootstrap.rejection(dialect, entities);
    }
}
