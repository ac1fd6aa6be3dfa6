package dev.spannerkeys.hibernate;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.music.AlbumKey;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.Table;
import jakarta.persistence.UniqueConstraint;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Test fixture: version 1 of a schema (Singers with a bit-reversed sequence and a collection table
 * whose hidden key is an identity column, Albums interleaved in Singers, Tours with a composite
 * key), and later versions of the same tables: safe ones an update applies or reports, unsafe ones
 * it must refuse.
 */
final class EvolvingSchema {

    private EvolvingSchema() {
    }

    /** The columns every version of Singers shares, apart from the key. */
    @MappedSuperclass
    public abstract static class SingerColumns {
        @Column(name = "Name") String name;
        @Column(name = "Genre", length = 30) String genre;
        @Column(name = "Country", length = 2) String country;
        @ElementCollection
        @CollectionTable(name = "SingerNicknames", joinColumns = @JoinColumn(name = "SingerId"))
        @Column(name = "Nickname", length = 40)
        List<String> nicknames = new ArrayList<>();
    }

    @Entity(name = "SingerV1")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    public static class SingerV1 extends SingerColumns {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50) @Column(name = "SingerId") Long singerId;
    }

    @Entity(name = "AlbumV1")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = SingerV1.class, onDeleteCascade = true)
    public static class AlbumV1 {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    public static class TourKey implements Serializable {
        String tourName;
        Long tourYear;

        @Override
        public boolean equals(Object other) {
            return other instanceof TourKey that && Objects.equals(tourName, that.tourName)
                    && Objects.equals(tourYear, that.tourYear);
        }

        @Override
        public int hashCode() {
            return Objects.hash(tourName, tourYear);
        }
    }

    /** Never gets rows in the tests: the empty table. */
    @Entity(name = "TourV1")
    @Table(name = "Tours")
    @IdClass(TourKey.class)
    public static class TourV1 {
        @Id @Column(name = "TourName") String tourName;
        @Id @Column(name = "TourYear") Long tourYear;
    }

    static final Class<?>[] V1 = {SingerV1.class, AlbumV1.class, TourV1.class};

    // ---- Unsafe versions: an update must refuse each and change nothing.

    /** A NOT NULL column without default, on a table with rows. */
    @Entity(name = "SingerRated")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    public static class SingerRated extends SingerColumns {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50) @Column(name = "SingerId") Long singerId;
        @Column(name = "Rating", nullable = false) Long rating;
    }

    /** The key column's type changes from INT64 to STRING. */
    @Entity(name = "SingerStringKey")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    public static class SingerStringKey extends SingerColumns {
        @Id @Column(name = "SingerId", length = 36) String singerId;
    }

    /** The key order changes: (TourName, TourYear) becomes (TourYear, TourName). */
    @Entity(name = "TourReordered")
    @Table(name = "Tours")
    @IdClass(TourKey.class)
    public static class TourReordered {
        @Id @Column(name = "TourYear") Long tourYear;
        @Id @Column(name = "TourName") String tourName;
    }

    /** Deleting a singer no longer cascades to the albums. */
    @Entity(name = "AlbumNoCascade")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = SingerV1.class)
    public static class AlbumNoCascade {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    /** Albums no longer interleaved in Singers. */
    @Entity(name = "AlbumRoot")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    public static class AlbumRoot {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    /** A unique index on Genre, which has duplicate values. */
    @Entity(name = "SingerUniqueGenre")
    @Table(name = "Singers", uniqueConstraints = @UniqueConstraint(name = "SingersByUniqueGenre", columnNames = "Genre"))
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    public static class SingerUniqueGenre extends SingerColumns {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50) @Column(name = "SingerId") Long singerId;
    }

    /** A NOT NULL column without default, on the empty table. */
    @Entity(name = "TourWithStops")
    @Table(name = "Tours")
    @IdClass(TourKey.class)
    public static class TourWithStops {
        @Id @Column(name = "TourName") String tourName;
        @Id @Column(name = "TourYear") Long tourYear;
        @Column(name = "Stops", nullable = false) Long stops;
    }

    /** An index Spanner rejects (on an array column), after a column it accepts. */
    @Entity(name = "SingerIndexedAliases")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    @SpannerIndex(name = "SingersByAliases", columns = "Aliases")
    public static class SingerIndexedAliases extends SingerColumns {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50) @Column(name = "SingerId") Long singerId;
        @Column(name = "Aliases", length = 40) String[] aliases;
    }

    // ---- A version whose differences an update leaves alone and reports.

    /**
     * Name renamed to FullName (added), Genre longer, Country NOT NULL, the sequence starting later,
     * SingersByCountry removed, SingersByGenre storing Country; Tours no longer mapped.
     */
    @Entity(name = "SingerEvolved")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre", storing = "Country")
    public static class SingerEvolved {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50, startCounter = 500) @Column(name = "SingerId")
        Long singerId;
        @Column(name = "FullName") String fullName;
        @Column(name = "Genre", length = 60) String genre;
        @Column(name = "Country", length = 2, nullable = false) String country;
        @ElementCollection
        @CollectionTable(name = "SingerNicknames", joinColumns = @JoinColumn(name = "SingerId"))
        @Column(name = "Nickname", length = 40)
        List<String> nicknames = new ArrayList<>();
    }

    @Entity(name = "AlbumEvolved")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = SingerEvolved.class, onDeleteCascade = true)
    public static class AlbumEvolved {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    // ---- A version an update applies: a new table, column, index and sequence.

    @Entity(name = "SingerGrown")
    @Table(name = "Singers")
    @SpannerIndex(name = "SingersByCountry", columns = "Country")
    @SpannerIndex(name = "SingersByGenre", columns = "Genre")
    @SpannerIndex(name = "SingersByEmail", columns = "Email", nullFiltered = true)
    public static class SingerGrown extends SingerColumns {
        @Id @BitReversedSequence(name = "singer_seq", poolSize = 50) @Column(name = "SingerId") Long singerId;
        @Column(name = "Email") String email;
    }

    @Entity(name = "AlbumGrown")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    @Interleaved(in = SingerGrown.class, onDeleteCascade = true)
    public static class AlbumGrown {
        @Id @Column(name = "SingerId") Long singerId;
        @Id @Column(name = "AlbumId") Long albumId;
        @Column(name = "Title") String title;
    }

    @Entity(name = "Venue")
    @Table(name = "Venues")
    public static class Venue {
        @Id @BitReversedSequence(name = "venue_seq", poolSize = 50) @Column(name = "VenueId") Long venueId;
        @Column(name = "VenueName") String venueName;
    }

    static final Class<?>[] GROWN = {SingerGrown.class, AlbumGrown.class, TourV1.class, Venue.class};
}
