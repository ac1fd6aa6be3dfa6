package dev.spannerkeys.hibernate.misuse;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Descending;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.util.Objects;

/** Bad schema mappings (interleaving, indexes, names, column definitions) for {@link MisuseCatalogTest}. */
final class SchemaMisuses {

    private SchemaMisuses() {
    }

    @Entity(name = "Author")
    @Table(name = "Authors")
    public static class Author {
        @Id @Column(name = "AuthorId") Long authorId;
        @Column(name = "Name") String name;
    }

    public static class BookKey implements Serializable {
        Long authorId;
        Long bookId;

        @Override
        public boolean equals(Object other) {
            return other instanceof BookKey that && Objects.equals(authorId, that.authorId)
                    && Objects.equals(bookId, that.bookId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(authorId, bookId);
        }
    }

    @Entity(name = "Book")
    @Table(name = "Books")
    @IdClass(BookKey.class)
    @Interleaved(in = Author.class)
    public static class Book {
        @Id @Column(name = "AuthorId") Long authorId;
        @Id @Column(name = "BookId") Long bookId;
        @Column(name = "Title") String title;
    }

    // ---- @Interleaved ----

    @Entity(name = "SwappedBook")
    @Table(name = "SwappedBooks")
    @IdClass(BookKey.class)
    @Interleaved(in = Author.class)
    public static class SwappedBook {
        @Id @Column(name = "BookId") Long bookId;
        @Id @Column(name = "AuthorId") Long authorId;
    }

    public static class TextBookKey implements Serializable {
        String authorId;
        Long bookId;

        @Override
        public boolean equals(Object other) {
            return other instanceof TextBookKey that && Objects.equals(authorId, that.authorId)
                    && Objects.equals(bookId, that.bookId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(authorId, bookId);
        }
    }

    @Entity(name = "TextKeyBook")
    @Table(name = "TextKeyBooks")
    @IdClass(TextBookKey.class)
    @Interleaved(in = Author.class)
    public static class TextKeyBook {
        @Id @Column(name = "AuthorId") String authorId;
        @Id @Column(name = "BookId") Long bookId;
    }

    @Entity(name = "ShortKeyChapter")
    @Table(name = "ShortKeyChapters")
    @Interleaved(in = Book.class)
    public static class ShortKeyChapter {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "OtherNamedChild")
    @Table(name = "OtherNamedChildren")
    @Interleaved(in = Author.class)
    public static class OtherNamedChild {
        @Id @Column(name = "WriterId") Long writerId;
    }

    /** A parent whose key column is named {@code id}. */
    @Entity(name = "Shipment")
    @Table(name = "Shipments")
    public static class Shipment {
        @Id @BitReversedSequence(name = "shipment_seq") Long id;
    }

    /** Its key column is named like Shipment's, but its values come from its own sequence. */
    @Entity(name = "Stop")
    @Table(name = "Stops")
    @Interleaved(in = Shipment.class)
    public static class Stop {
        @Id @GeneratedValue Long id;
    }

    /** The same with this library's sequence. */
    @Entity(name = "Leg")
    @Table(name = "Legs")
    @Interleaved(in = Shipment.class, onDeleteCascade = true)
    public static class Leg {
        @Id @BitReversedSequence(name = "leg_seq") Long id;
    }

    /** An assigned single key named like the parent's: nothing says its values are Shipment's. */
    @Entity(name = "Waybill")
    @Table(name = "Waybills")
    @Interleaved(in = Shipment.class)
    public static class Waybill {
        @Id Long id;
    }

    public record ParcelKey(Long id, Long parcelId) implements Serializable {
    }

    /** A composite key whose leading part, at the parent's place, is drawn from a sequence. */
    @Entity(name = "Parcel")
    @Table(name = "Parcels")
    @IdClass(ParcelKey.class)
    @Interleaved(in = Shipment.class)
    public static class Parcel {
        @Id @BitReversedSequence(name = "parcel_seq") Long id;
        @Id Long parcelId;
    }

    @Entity(name = "InString")
    @Interleaved(in = String.class)
    public static class InString {
        @Id Long id;
    }

    /** Not an entity: an embeddable. */
    @Embeddable
    public static class Address {
        String street;
    }

    @Entity(name = "InEmbeddable")
    @Interleaved(in = Address.class)
    public static class InEmbeddable {
        @Id Long id;
    }

    /** An entity class that is not part of the persistence unit under test. */
    @Entity(name = "Outsider")
    public static class Outsider {
        @Id Long id;
    }

    @Entity(name = "InOutsider")
    @Interleaved(in = Outsider.class)
    public static class InOutsider {
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

    @Entity(name = "RingA")
    @Interleaved(in = RingC.class)
    public static class RingA {
        @Id Long id;
    }

    @Entity(name = "RingB")
    @Interleaved(in = RingA.class)
    public static class RingB {
        @Id Long id;
    }

    @Entity(name = "RingC")
    @Interleaved(in = RingB.class)
    public static class RingC {
        @Id Long id;
    }

    @Entity(name = "CascadeWithoutParent")
    @Table(name = "CascadeWithoutParent")
    @Interleaved(in = Author.class, parentConstraint = false, onDeleteCascade = true)
    public static class CascadeWithoutParent {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "Vehicle")
    @Inheritance(strategy = InheritanceType.SINGLE_TABLE)
    public static class Vehicle {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "InterleavedCar")
    @DiscriminatorValue("car")
    @Interleaved(in = Author.class)
    public static class InterleavedCar extends Vehicle {
        String plate;
    }

    @Entity(name = "Document")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Document {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "InterleavedLetter")
    @Interleaved(in = Author.class)
    public static class InterleavedLetter extends Document {
        String recipient;
    }

    @Entity(name = "Shape")
    @Inheritance(strategy = InheritanceType.TABLE_PER_CLASS)
    public static class Shape {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "InterleavedCircle")
    @Interleaved(in = Author.class)
    public static class InterleavedCircle extends Shape {
        Double radius;
    }

    /** Interleaving on a mapped superclass would be inherited silently. */
    @MappedSuperclass
    @Interleaved(in = Author.class)
    public abstract static class InterleavedBase {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "InheritsInterleaving")
    public static class InheritsInterleaving extends InterleavedBase {
        String note;
    }

    // ---- @Descending ----

    @Entity(name = "DescendingName")
    public static class DescendingName {
        @Id Long id;
        @Descending String name;
    }

    @Entity(name = "DescendingCount")
    public static class DescendingCount {
        @Id Long id;
        @Descending Long count;
    }

    // ---- @SpannerIndex ----

    @Entity(name = "IndexUnknownColumn")
    @SpannerIndex(name = "ByNickname", columns = "Nickname")
    public static class IndexUnknownColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexNoColumns")
    @SpannerIndex(name = "ByNothing", columns = {})
    public static class IndexNoColumns {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexBlankColumn")
    @SpannerIndex(name = "ByBlank", columns = {""})
    public static class IndexBlankColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexStoringKey")
    @SpannerIndex(name = "ByNameStoringId", columns = "name", storing = "id")
    public static class IndexStoringKey {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexStoringUnknown")
    @SpannerIndex(name = "ByNameStoringGhost", columns = "name", storing = "ghost")
    public static class IndexStoringUnknown {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexStoringIndexed")
    @SpannerIndex(name = "ByNameStoringName", columns = "name", storing = "name")
    public static class IndexStoringIndexed {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexRepeatedColumn")
    @SpannerIndex(name = "ByNameTwice", columns = {"name", "name"})
    public static class IndexRepeatedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexNotAncestor")
    @Table(name = "IndexNotAncestor")
    @SpannerIndex(name = "AuthorsInBooks", columns = {"AuthorId"}, interleaveIn = Book.class)
    public static class IndexNotAncestor {
        @Id @Column(name = "AuthorId") Long authorId;
    }

    @Entity(name = "IndexInString")
    @SpannerIndex(name = "ByNameInString", columns = "name", interleaveIn = String.class)
    public static class IndexInString {
        @Id Long id;
        String name;
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

    @Entity(name = "CaseNamedIndex")
    @SpannerIndex(name = "BYNAME", columns = "name")
    public static class CaseNamedIndex {
        @Id Long id;
        String name;
    }

    @Entity(name = "TwiceNamedIndex")
    @SpannerIndex(name = "ByLabel", columns = "label")
    @SpannerIndex(name = "ByLabel", columns = {"label", "id"})
    public static class TwiceNamedIndex {
        @Id Long id;
        String label;
    }

    @Entity(name = "IndexNamedLikeTable")
    @SpannerIndex(name = "IndexNamedLikeTable", columns = "name")
    public static class IndexNamedLikeTable {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexEmptyName")
    @SpannerIndex(name = "", columns = "name")
    public static class IndexEmptyName {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexLongName")
    @SpannerIndex(name = "I1234567890123456789012345678901234567890123456789012345678901234567890123456789012345"
            + "678901234567890123456789012345678901234567890", columns = "name")
    public static class IndexLongName {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexSpacedColumn")
    @SpannerIndex(name = "BySpaced", columns = "Last Name")
    public static class IndexSpacedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexDashedColumn")
    @SpannerIndex(name = "ByDashed", columns = "Last-Name DESC")
    public static class IndexDashedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexInjectedColumn")
    @SpannerIndex(name = "ByInjected", columns = "name); DROP TABLE Authors; --")
    public static class IndexInjectedColumn {
        @Id Long id;
        String name;
    }

    @Entity(name = "IndexInjectedStoring")
    @SpannerIndex(name = "ByStoringInjected", columns = "name", storing = "label) , INTERLEAVE IN Authors --")
    public static class IndexInjectedStoring {
        @Id Long id;
        String name;
        String label;
    }

    @Entity(name = "IndexBadOrder")
    @SpannerIndex(name = "ByNameSideways", columns = "name SIDEWAYS")
    public static class IndexBadOrder {
        @Id Long id;
        String name;
    }

    // ---- names ----

    @Entity(name = "Thing")
    public static class LowerThing {
        @Id Long id;
    }

    @Entity(name = "THING")
    public static class UpperThing {
        @Id Long id;
    }

    @Entity(name = "LongTable")
    @Table(name = "T1234567890123456789012345678901234567890123456789012345678901234567890123456789012345"
            + "6789012345678901234567890123456789012345678901234")
    public static class LongTable {
        @Id Long id;
    }

    @Entity(name = "LongColumn")
    public static class LongColumn {
        @Id Long id;
        @Column(name = "c1234567890123456789012345678901234567890123456789012345678901234567890123456789012345"
                + "6789012345678901234567890123456789012345678901234") String value;
    }

    // ---- columnDefinition ----

    @Entity(name = "DefinitionStatement")
    public static class DefinitionStatement {
        @Id Long id;
        @Column(columnDefinition = "STRING(MAX); DROP TABLE Authors") String name;
    }

    @Entity(name = "DefinitionExtraColumn")
    public static class DefinitionExtraColumn {
        @Id Long id;
        @Column(columnDefinition = "STRING(10), Injected INT64") String name;
    }

    @Entity(name = "DefinitionClosingParen")
    public static class DefinitionClosingParen {
        @Id Long id;
        @Column(columnDefinition = "STRING(MAX)) PRIMARY KEY (id) --") String name;
    }

    @Entity(name = "DefinitionLineComment")
    public static class DefinitionLineComment {
        @Id Long id;
        @Column(columnDefinition = "STRING(10) -- NOT NULL") String name;
    }

    @Entity(name = "DefinitionBlockComment")
    public static class DefinitionBlockComment {
        @Id Long id;
        @Column(columnDefinition = "INT64 /* , Injected INT64 */") Long amount;
    }

    @Entity(name = "DefinitionUnbalanced")
    public static class DefinitionUnbalanced {
        @Id Long id;
        @Column(columnDefinition = "STRING(MAX") String name;
    }

    @Entity(name = "DefinitionOpenQuote")
    public static class DefinitionOpenQuote {
        @Id Long id;
        @Column(columnDefinition = "STRING(MAX) DEFAULT ('a") String name;
    }

    @Entity(name = "DefinitionConstraint")
    public static class DefinitionConstraint {
        @Id Long id;
        @Column(columnDefinition = "INT64 NOT NULL, CONSTRAINT Injected CHECK (id > 0)") Long amount;
    }

    @Entity(name = "DefinitionReferences")
    public static class DefinitionReferences {
        @Id Long id;
        @Column(columnDefinition = "INT64 REFERENCES Authors (AuthorId)") Long authorId;
    }

    @Entity(name = "DefinitionOnKey")
    public static class DefinitionOnKey {
        @Id @Column(columnDefinition = "INT64, Injected INT64 NOT NULL") Long id;
    }

    @Entity(name = "DefinitionDefaultEscape")
    public static class DefinitionDefaultEscape {
        @Id Long id;
        @Column(columnDefinition = "STRING(20) DEFAULT ('a')) , Extra INT64 DEFAULT ((1)") String state;
    }

    @Entity(name = "DefinitionSemicolonOnly")
    public static class DefinitionSemicolonOnly {
        @Id Long id;
        @Column(columnDefinition = "INT64;") Long amount;
    }

    @Entity(name = "CaseColumns")
    public static class CaseColumns {
        @Id Long id;
        @Column(name = "Name") String name;
        @Column(name = "NAME") String displayName;
    }
}
