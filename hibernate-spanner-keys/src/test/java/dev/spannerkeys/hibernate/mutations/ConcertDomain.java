package dev.spannerkeys.hibernate.mutations;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.Interleaved;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Converter;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.hibernate.annotations.CreationTimestamp;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.UpdateTimestamp;
import org.hibernate.type.SqlTypes;

/**
 * Test fixture: a concert and ticketing domain written the way applications write their entities,
 * on this library's annotations. Venues hold concerts hold ticket sales, interleaved three levels
 * deep with {@code ON DELETE CASCADE}, every key part drawn from a {@code @BitReversedSequence}.
 * Every entity extends an audit base ({@code @CreationTimestamp}, {@code @UpdateTimestamp},
 * {@code @Version}); between them they use a JSON document, an array of each element type Spanner
 * has, {@code NUMERIC}, {@code DATE}, three timestamp types, {@code FLOAT32} and {@code FLOAT64},
 * {@code BYTES}, enums stored by name and by ordinal, an attribute converter, a {@code @ManyToOne}
 * with its {@code @OneToMany}, an {@code @ElementCollection} and a {@code @ManyToMany} join table.
 *
 * <p>The tables come from this library's schema export ({@code hibernate.hbm2ddl.auto=create}).
 */
final class ConcertDomain {

    private ConcertDomain() {
    }

    static final Class<?>[] ALL = {Performer.class, Venue.class, Concert.class, TicketSale.class};

    /** Tables in parent-before-child order, as the database names them. */
    static final List<String> TABLES = List.of("Performers", "PerformerNicknames", "Venues",
            "PerformerFavouriteVenues", "Concerts", "TicketSales");

    enum Genre { ROCK, JAZZ, CLASSICAL, FOLK }

    enum VenueKind { CLUB, HALL, ARENA, OPEN_AIR }

    enum SaleChannel { BOX_OFFICE, WEB, APP, RESELLER }

    /** Money as the application models it, stored as text ({@code "EUR 12.50"}) through a converter. */
    record Money(String currency, BigDecimal amount) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Money m && currency.equals(m.currency) && amount.compareTo(m.amount) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(currency, amount.stripTrailingZeros());
        }
    }

    @Converter
    static final class MoneyConverter implements AttributeConverter<Money, String> {
        @Override
        public String convertToDatabaseColumn(Money money) {
            return money == null ? null : money.currency() + " " + money.amount().toPlainString();
        }

        @Override
        public Money convertToEntityAttribute(String text) {
            if (text == null) {
                return null;
            }
            int space = text.indexOf(' ');
            return new Money(text.substring(0, space), new BigDecimal(text.substring(space + 1)));
        }
    }

    /** The audit columns every table has, filled by Hibernate in Java, and the optimistic-lock version. */
    @MappedSuperclass
    abstract static class Audited {
        @CreationTimestamp
        @Column(name = "CreatedAt")
        Instant createdAt;
        @UpdateTimestamp
        @Column(name = "UpdatedAt")
        Instant updatedAt;
        @Version
        @Column(name = "Version")
        Long version;
    }

    /** A root table; its concerts reference it with a foreign key. */
    @Entity(name = "Performer")
    @Table(name = "Performers")
    public static class Performer extends Audited {
        @Id
        @BitReversedSequence(name = "performer_seq", poolSize = 200)
        @Column(name = "PerformerId")
        Long performerId;
        @Column(name = "Name")
        String name;
        @Enumerated(EnumType.STRING)
        @Column(name = "Genre", length = 16)
        Genre genre;
        @Column(name = "Fee", precision = 38, scale = 9)
        BigDecimal fee;
        @Column(name = "Active")
        boolean active;
        @ElementCollection
        @CollectionTable(name = "PerformerNicknames", joinColumns = @JoinColumn(name = "PerformerId"))
        @Column(name = "Nickname", nullable = false)
        Set<String> nicknames = new HashSet<>();
        @ManyToMany
        @JoinTable(name = "PerformerFavouriteVenues", joinColumns = @JoinColumn(name = "PerformerId"),
                inverseJoinColumns = @JoinColumn(name = "VenueId"))
        Set<Venue> favouriteVenues = new HashSet<>();
        @OneToMany(mappedBy = "performer")
        List<Concert> concerts = new ArrayList<>();

        Performer() {
        }

        Performer(int i) {
            name = "Performer " + i;
            genre = Genre.values()[i % Genre.values().length];
            fee = new BigDecimal("1250.125000001").add(BigDecimal.valueOf(i));
            active = i % 2 == 0;
            if (i % 3 != 0) { // some own an empty collection
                nicknames.add("P" + i);
                nicknames.add("The " + i + "s");
            }
        }
    }

    /** The root of the interleaved hierarchy: a JSON document, an array, NUMERIC, an ordinal enum. */
    @Entity(name = "Venue")
    @Table(name = "Venues")
    public static class Venue extends Audited {
        @Id
        @BitReversedSequence(name = "venue_seq", poolSize = 200)
        @Column(name = "VenueId")
        Long venueId;
        @Column(name = "Name")
        String name;
        @JdbcTypeCode(SqlTypes.JSON)
        @Column(name = "Details")
        Map<String, Object> details;
        @Column(name = "Tags")
        List<String> tags;
        @Column(name = "Capacity")
        Long capacity;
        @Column(name = "Rating", precision = 38, scale = 9)
        BigDecimal rating;
        @Enumerated(EnumType.ORDINAL)
        @Column(name = "Kind")
        VenueKind kind;

        Venue() {
        }

        Venue(int i) {
            name = "Venue " + i;
            details = new LinkedHashMap<>();
            details.put("city", "City " + i % 17);
            details.put("floors", i % 4 + 1);
            details.put("accessible", i % 2 == 0);
            details.put("doors", List.of("north", "south " + i));
            tags = i % 5 == 0 ? List.of() : List.of("tag" + i, "seated", "ünïcødé ✓");
            capacity = 100L + i * 10L;
            rating = new BigDecimal("4.25").add(BigDecimal.valueOf(i % 7, 1));
            kind = VenueKind.values()[i % VenueKind.values().length];
        }
    }

    public record ConcertKey(Long venueId, Long concertId) implements Serializable {
    }

    /**
     * Interleaved in Venues; its performer is a {@code @ManyToOne} (a foreign key to Performers). Holds
     * an array of every element type Spanner has, a JSON document and every date-time type.
     */
    @Entity(name = "Concert")
    @Table(name = "Concerts")
    @IdClass(ConcertKey.class)
    @Interleaved(in = Venue.class, onDeleteCascade = true)
    public static class Concert extends Audited {
        @Id
        @Column(name = "VenueId")
        Long venueId;
        @Id
        @BitReversedSequence(name = "concert_seq", poolSize = 500)
        @Column(name = "ConcertId")
        Long concertId;
        @Column(name = "Title")
        String title;
        @ManyToOne(fetch = FetchType.LAZY)
        @JoinColumn(name = "PerformerId")
        Performer performer;
        @Column(name = "ConcertDate")
        LocalDate concertDate;
        @Column(name = "StartsAt")
        OffsetDateTime startsAt;
        @Column(name = "DoorsOpen")
        LocalDateTime doorsOpen;
        @Column(name = "Loudness")
        float loudness;
        @Column(name = "DurationHours")
        double durationHours;
        @JdbcTypeCode(SqlTypes.JSON)
        @Column(name = "Rider")
        Map<String, Object> rider;
        @Column(name = "SetList")
        String[] setList;
        @Column(name = "SeatCounts")
        Long[] seatCounts;
        @Column(name = "PriceTiers")
        Double[] priceTiers;
        @Column(name = "SoldOutFlags")
        Boolean[] soldOutFlags;
        @Column(name = "Surcharges")
        BigDecimal[] surcharges;
        @Column(name = "RehearsalDates")
        LocalDate[] rehearsalDates;
        /** {@code LocalDateTime[]}, not {@code Instant[]}: see {@code docs/write-path.md} (Hibernate cannot bind the latter). */
        @Column(name = "GateTimes")
        LocalDateTime[] gateTimes;
        @Column(name = "Posters")
        byte[][] posters;
        @OneToMany(mappedBy = "concert")
        List<TicketSale> sales = new ArrayList<>();

        Concert() {
        }

        Concert(Venue venue, Performer performer, int i) {
            venueId = venue.venueId;
            this.performer = performer;
            title = "Concert " + i + " at " + venue.name;
            concertDate = LocalDate.of(2027, 1 + i % 12, 1 + i % 28);
            startsAt = OffsetDateTime.of(2027, 1 + i % 12, 1 + i % 28, 19, 30, 0, 0, ZoneOffset.UTC)
                    .plusNanos(i * 1_000L);
            doorsOpen = LocalDateTime.of(2027, 1 + i % 12, 1 + i % 28, 18, 0, i % 60, i * 1_000);
            loudness = 98.5f + i % 10;
            durationHours = 2.5 + i / 100.0;
            rider = new LinkedHashMap<>();
            rider.put("water", i % 12);
            rider.put("towels", List.of("white", "black"));
            rider.put("note", "no \"brown\" M&Ms, 🎸");
            setList = i % 4 == 0 ? null : new String[] {"Intro", "Song " + i, null, "Encore"};
            seatCounts = new Long[] {100L + i, 200L, Long.MAX_VALUE, null};
            priceTiers = new Double[] {19.99, 49.5 + i, null, Double.MIN_VALUE};
            soldOutFlags = new Boolean[] {true, false, null};
            surcharges = new BigDecimal[] {new BigDecimal("1.500000001"), BigDecimal.valueOf(i, 2), null};
            rehearsalDates = new LocalDate[] {concertDate.minusDays(2), concertDate.minusDays(1), null};
            gateTimes = new LocalDateTime[] {doorsOpen.minus(90, ChronoUnit.MINUTES), null,
                    LocalDateTime.of(2027, 3, 4, 5, 6, 7, 123_456_000)};
            posters = i % 3 == 0 ? new byte[0][] : new byte[][] {{1, 2, (byte) i}, null, {}};
        }
    }

    public record TicketSaleKey(Long venueId, Long concertId, Long ticketSaleId) implements Serializable {
    }

    /** The third level of the hierarchy: interleaved in Concerts. */
    @Entity(name = "TicketSale")
    @Table(name = "TicketSales")
    @IdClass(TicketSaleKey.class)
    @Interleaved(in = Concert.class, onDeleteCascade = true)
    public static class TicketSale extends Audited {
        @Id
        @Column(name = "VenueId")
        Long venueId;
        @Id
        @Column(name = "ConcertId")
        Long concertId;
        @Id
        @BitReversedSequence(name = "ticket_sale_seq", poolSize = 1000)
        @Column(name = "TicketSaleId")
        Long ticketSaleId;
        @ManyToOne(fetch = FetchType.LAZY)
        @JoinColumn(name = "VenueId", referencedColumnName = "VenueId", insertable = false, updatable = false)
        @JoinColumn(name = "ConcertId", referencedColumnName = "ConcertId", insertable = false, updatable = false)
        Concert concert;
        @Column(name = "CustomerName")
        String customerName;
        @Column(name = "Seats")
        List<String> seats;
        @Convert(converter = MoneyConverter.class)
        @Column(name = "Price")
        Money price;
        @Column(name = "Amount", precision = 38, scale = 9)
        BigDecimal amount;
        @Enumerated(EnumType.ORDINAL)
        @Column(name = "Channel")
        SaleChannel channel;
        @Column(name = "PurchasedAt")
        Instant purchasedAt;
        @Column(name = "Refunded")
        boolean refunded;
        @Column(name = "Barcode")
        byte[] barcode;

        TicketSale() {
        }

        TicketSale(Concert concert, int i) {
            venueId = concert.venueId;
            concertId = concert.concertId;
            customerName = "Customer " + i;
            seats = List.of("R" + i % 30 + "S" + i % 20, "R" + i % 30 + "S" + (i % 20 + 1));
            amount = new BigDecimal("59.90").add(BigDecimal.valueOf(i % 100, 2));
            price = new Money(i % 2 == 0 ? "EUR" : "USD", amount);
            channel = SaleChannel.values()[i % SaleChannel.values().length];
            purchasedAt = Instant.ofEpochSecond(1_790_000_000L + i * 61L, (i % 1000) * 1_000L);
            refunded = i % 10 == 0;
            barcode = new byte[] {(byte) i, (byte) (i >> 8), (byte) 0xFF, 0};
        }
    }

    /** What the application wrote into a concert, for comparing with what was read back. */
    static List<Object> stateOf(Concert c) {
        return Arrays.asList(c.venueId, c.concertId, c.title, c.performer == null ? null : c.performer.performerId,
                c.concertDate, c.startsAt == null ? null : c.startsAt.toInstant(), c.doorsOpen, c.loudness,
                c.durationHours, normalizedJson(c.rider), list(c.setList), list(c.seatCounts), list(c.priceTiers),
                list(c.soldOutFlags), numericList(c.surcharges), list(c.rehearsalDates),
                list(c.gateTimes), bytesList(c.posters), c.version);
    }

    static List<Object> stateOf(TicketSale s) {
        return Arrays.asList(s.venueId, s.concertId, s.ticketSaleId, s.customerName, s.seats, s.price,
                s.amount == null ? null : s.amount.stripTrailingZeros(), s.channel, s.purchasedAt, s.refunded,
                s.barcode == null ? null : Arrays.toString(s.barcode), s.version);
    }

    static List<Object> stateOf(Venue v) {
        return Arrays.asList(v.venueId, v.name, normalizedJson(v.details), v.tags, v.capacity,
                v.rating == null ? null : v.rating.stripTrailingZeros(), v.kind, v.version);
    }

    static List<Object> stateOf(Performer p) {
        return Arrays.asList(p.performerId, p.name, p.genre, p.fee == null ? null : p.fee.stripTrailingZeros(),
                p.active, Set.copyOf(p.nicknames), p.favouriteVenues.stream().map(v -> v.venueId).sorted().toList(),
                p.version);
    }

    /** JSON numbers come back as whatever type the mapper picks: compare them as text. */
    private static String normalizedJson(Map<String, Object> json) {
        return json == null ? null : new java.util.TreeMap<>(json).toString();
    }

    private static List<Object> list(Object[] array) {
        return array == null ? null : Arrays.asList(array);
    }

    private static List<Object> numericList(BigDecimal[] array) {
        return array == null ? null
                : Arrays.stream(array).map(d -> d == null ? null : (Object) d.stripTrailingZeros()).toList();
    }

    private static List<String> bytesList(byte[][] array) {
        return array == null ? null : Arrays.stream(array).map(b -> b == null ? null : Arrays.toString(b)).toList();
    }
}
