package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.DiscriminatorColumn;
import jakarta.persistence.DiscriminatorValue;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Inheritance;
import jakarta.persistence.InheritanceType;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.hibernate.annotations.ColumnTransformer;

/** Test fixture: the entities the write-path tests persist; their tables are in {@link WritePathSchema}. */
final class WritePathEntities {

    private WritePathEntities() {
    }

    static final Class<?>[] ALL = {Singer.class, Album.class, Account.class, Reading.class, Tag.class, Ticket.class,
            Playlist.class, Instrument.class, Guitar.class, Vehicle.class, Car.class, Bike.class, Badge.class};

    enum Genre { POP, JAZZ, FOLK }

    /** Pooled bit-reversed key, most basic types, a column default and a generated column. */
    @Entity(name = "Singer")
    @Table(name = "Singers")
    public static class Singer {
        @Id
        @Column(name = "SingerId")
        @BitReversedSequence(name = "singer_seq", poolSize = 1000)
        Long id;
        String firstName;
        String lastName;
        Instant signedAt;
        LocalDate born;
        BigDecimal rating;
        boolean active;
        double score;
        @Enumerated(EnumType.STRING)
        Genre genre;
        byte[] photo;
        /** Filled by the column's DEFAULT: Hibernate never writes it. */
        @Column(insertable = false, updatable = false)
        String status;
        /** A stored generated column: Hibernate never writes it. */
        @Column(insertable = false, updatable = false)
        String lastNameUpper;

        Singer() {
        }

        Singer(int i) {
            firstName = "First" + i;
            lastName = "Last" + i;
            signedAt = Instant.ofEpochSecond(1_700_000_000L + i * 37L, (i % 1000) * 1_000L);
            born = LocalDate.of(1950 + i % 50, 1 + i % 12, 1 + i % 28);
            rating = BigDecimal.valueOf(i % 1000, 2);
            active = i % 3 == 0;
            score = i / 7.0;
            genre = Genre.values()[i % 3];
            photo = i % 5 == 0 ? null : new byte[] {(byte) i, (byte) (i >> 8), 42};
        }

        /** Whether every attribute the application wrote was stored as written. */
        boolean sameAs(Singer other) {
            return Objects.equals(id, other.id) && Objects.equals(firstName, other.firstName)
                    && Objects.equals(lastName, other.lastName) && Objects.equals(signedAt, other.signedAt)
                    && Objects.equals(born, other.born) && rating.compareTo(other.rating) == 0
                    && active == other.active && score == other.score && genre == other.genre
                    && Arrays.equals(photo, other.photo);
        }

        @Override
        public String toString() {
            return "Singer[" + id + ", " + firstName + " " + lastName + ", " + signedAt + ", " + born + ", " + rating
                    + ", " + active + ", " + score + ", " + genre + ", " + Arrays.toString(photo) + "]";
        }
    }

    /** Interleaved in Singers (by hand-written DDL): its key starts with the parent's key. */
    @Entity(name = "Album")
    @Table(name = "Albums")
    @IdClass(AlbumKey.class)
    public static class Album {
        @Id
        @Column(name = "SingerId")
        Long singerId;
        @Id
        Long albumId;
        String title;

        Album() {
        }

        Album(long singerId, long albumId, String title) {
            this.singerId = singerId;
            this.albumId = albumId;
            this.title = title;
        }
    }

    public record AlbumKey(Long singerId, Long albumId) implements Serializable {
    }

    /** Assigned key and an optimistic-lock version. */
    @Entity(name = "Account")
    @Table(name = "Accounts")
    public static class Account {
        @Id
        Long id;
        @Version
        Long version;
        long balance;
        String owner;

        Account() {
        }

        Account(long id, long balance, String owner) {
            this.id = id;
            this.balance = balance;
            this.owner = owner;
        }
    }

    /** An embedded composite key. */
    @Entity(name = "Reading")
    @Table(name = "Readings")
    public static class Reading {
        @EmbeddedId
        ReadingKey key;
        double reading;

        Reading() {
        }

        Reading(String sensor, long seq, double reading) {
            this.key = new ReadingKey(sensor, seq);
            this.reading = reading;
        }
    }

    @Embeddable
    public static class ReadingKey implements Serializable {
        String sensor;
        Long seq;

        ReadingKey() {
        }

        ReadingKey(String sensor, Long seq) {
            this.sensor = sensor;
            this.seq = seq;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ReadingKey k && Objects.equals(sensor, k.sensor) && Objects.equals(seq, k.seq);
        }

        @Override
        public int hashCode() {
            return Objects.hash(sensor, seq);
        }
    }

    /**
     * An {@code @IdClass} key whose table declares its key columns in another order than Hibernate's
     * (which sorts them by name): a delete mutation must follow the table's order.
     */
    @Entity(name = "Tag")
    @Table(name = "Tags")
    @IdClass(TagKey.class)
    public static class Tag {
        @Id
        String zone;
        @Id
        Long code;
        String label;

        Tag() {
        }

        Tag(String zone, long code, String label) {
            this.zone = zone;
            this.code = code;
            this.label = label;
        }
    }

    public record TagKey(String zone, Long code) implements Serializable {
    }

    /** A random UUID key generated in Java. */
    @Entity(name = "Ticket")
    @Table(name = "Tickets")
    public static class Ticket {
        @Id
        @RandomUuid
        String id;
        String seat;

        Ticket() {
        }

        Ticket(String seat) {
            this.seat = seat;
        }
    }

    /** The root of a {@code JOINED} hierarchy: a guitar is a row here and one in Guitars. */
    @Entity(name = "Instrument")
    @Table(name = "Instruments")
    @Inheritance(strategy = InheritanceType.JOINED)
    public static class Instrument {
        @Id
        Long id;
        String name;

        Instrument() {
        }

        Instrument(long id, String name) {
            this.id = id;
            this.name = name;
        }
    }

    @Entity(name = "Guitar")
    @Table(name = "Guitars")
    public static class Guitar extends Instrument {
        int strings;

        Guitar() {
        }

        Guitar(long id, String name, int strings) {
            super(id, name);
            this.strings = strings;
        }
    }

    /** A {@code SINGLE_TABLE} hierarchy: Hibernate writes the discriminator as a SQL literal; the mutation sets its value. */
    @Entity(name = "Vehicle")
    @Table(name = "Vehicles")
    @DiscriminatorColumn(name = "kind")
    public abstract static class Vehicle {
        @Id
        Long id;
        int wheels;
    }

    @Entity(name = "Car")
    @DiscriminatorValue("car")
    public static class Car extends Vehicle {
        Car() {
        }

        Car(long id) {
            this.id = id;
            this.wheels = 4;
        }
    }

    @Entity(name = "Bike")
    @DiscriminatorValue("bike")
    public static class Bike extends Vehicle {
        Bike() {
        }

        Bike(long id) {
            this.id = id;
            this.wheels = 2;
        }
    }

    /** A column written through a SQL expression: the write stays DML so the expression applies. */
    @Entity(name = "Badge")
    @Table(name = "Badges")
    public static class Badge {
        @Id
        Long id;
        @ColumnTransformer(write = "upper(?)")
        String code;

        Badge() {
        }

        Badge(long id, String code) {
            this.id = id;
            this.code = code;
        }
    }

    /** An element collection: its table is written with DML. */
    @Entity(name = "Playlist")
    @Table(name = "Playlists")
    public static class Playlist {
        @Id
        Long id;
        String name;
        @ElementCollection
        @CollectionTable(name = "PlaylistTracks", joinColumns = @JoinColumn(name = "playlistId"))
        @Column(name = "track")
        Set<String> tracks = new HashSet<>();

        Playlist() {
        }

        Playlist(long id, String name, String... tracks) {
            this.id = id;
            this.name = name;
            this.tracks.addAll(Arrays.asList(tracks));
        }
    }
}
