package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.internal.schema.SequenceDefinition;
import jakarta.persistence.GenerationType;
import java.util.Optional;
import org.hibernate.mapping.KeyValue;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.SimpleValue;

/**
 * A stock {@code @GeneratedValue} id that the library draws from a pooled bit-reversed sequence instead
 * ({@code spanner.keys.generated-values = take-over}): what was declared, and the sequence it draws
 * from. Carried by the identifier's generator creator in the boot model, so that every reader of the
 * mapping (the schema model, the advisor, the offline tool) sees the same decision.
 *
 * @param entity the entity name
 * @param attribute the id attribute
 * @param strategy the {@code @GeneratedValue} strategy as declared
 * @param sequence the sequence the key draws from, with its options
 * @param poolSize how many values one round trip fetches
 * @param narrow whether the attribute is an {@code Integer} or {@code int}: keys are the sequence value's
 *     upper 31 bits, spread over the positive {@code int} range (or, {@code ordered}, its counter)
 * @param ordered whether keys must ascend in the order they are drawn (an Envers revision number, see
 *     {@link #REVISION_NUMBER}): keys are the sequence's counter (1, 2, 3, ...: {@code BIT_REVERSE(value, true)}),
 *     drawn one per round trip, not spread
 */
public record TakenOverKey(String entity, String attribute, GenerationType strategy, SequenceDefinition sequence,
        int poolSize, boolean narrow, boolean ordered) {

    /**
     * Envers' {@code @RevisionNumber}: Envers finds an entity's state at a revision as the audit row with the
     * largest revision number not above it, and lists revisions in the order of their numbers, so revision
     * numbers must ascend in the order of the transactions. A bit-reversed key would give wrong audit history
     * without an error; the revision entity's key is the sequence's counter instead (its table takes its inserts
     * at its end, one row per audited transaction: the price of Envers' ordering, reported by the advisor as a
     * suppressed finding).
     */
    public static final String REVISION_NUMBER = "org.hibernate.envers.RevisionNumber";

    /**
     * The lowest {@code Integer} key a taken-over sequence hands out: smaller keys are left to rows written
     * with explicit ids (a {@code data.sql}, migrated rows). 2<sup>24</sup>; the range below is 1/128 of the
     * positive {@code int} range.
     */
    public static final long LOWEST_NARROW_KEY = 1L << 24;

    /**
     * The sequence values behind {@code Integer} keys below {@link #LOWEST_NARROW_KEY}: an {@code Integer}
     * key is the value shifted right by 32 bits, so the skip range is 1 to {@code 2^24 * 2^32 - 1}.
     */
    public static final long NARROW_SKIP_RANGE_MAX = (LOWEST_NARROW_KEY << 32) - 1;

    /**
     * The skip range of a {@code Long} key's sequence: keys 1 to 2<sup>32</sup> are left to rows written
     * with explicit ids, as the key-migration guide prescribes for existing sequential keys.
     */
    public static final long WIDE_SKIP_RANGE_MAX = 1L << 32;

    /**
     * The first counter of a taken-over {@code IDENTITY} id's sequence ({@code Long} keys): 2<sup>61</sup>. A
     * database created by stock Hibernate has an identity column there, whose own counter runs from 1 (for rows
     * written without a key); counters from 2<sup>61</sup> on give other bit-reversed values (bit 1 set) until
     * that identity has handed out 2<sup>61</sup> values, so keys from the two never meet.
     */
    public static final long IDENTITY_START_COUNTER = 1L << 61;

    /** The identifier generator creator that carries a taken-over key. */
    public interface Carrier {

        /** The key taken over. */
        TakenOverKey takenOver();
    }

    /** The key taken over for {@code entity}'s identifier, if its id is one. */
    public static Optional<TakenOverKey> of(PersistentClass entity) {
        KeyValue identifier = entity.getIdentifier();
        if (identifier instanceof SimpleValue value && value.getCustomIdGeneratorCreator() instanceof Carrier carrier) {
            return Optional.of(carrier.takenOver());
        }
        return Optional.empty();
    }

    /** What the INFO line at bootstrap says about this key: {@code Order.id -> Order_SEQ (Long)}. */
    public String describe() {
        return entity + "." + attribute + " -> " + sequence.name() + (ordered
                ? (narrow ? " (Integer" : " (Long") + ", the counter in order: an Envers revision number)"
                : narrow ? " (Integer, 31-bit keys)" : " (Long)");
    }
}
