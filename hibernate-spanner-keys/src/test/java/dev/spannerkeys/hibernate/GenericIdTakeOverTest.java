package dev.spannerkeys.hibernate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.spannerkeys.hibernate.internal.offline.OfflineSchemaTool;
import dev.spannerkeys.internal.schema.SqlDialect;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.io.Serializable;
import org.junit.jupiter.api.Test;

/**
 * An id declared with a type variable in a generic {@code @MappedSuperclass} (as Spring Data's
 * {@code AbstractPersistable<PK>} declares it) is taken over with the type the entity gives it.
 */
class GenericIdTakeOverTest {

    @MappedSuperclass
    public abstract static class Persistable<PK extends Serializable> {
        @Id @GeneratedValue PK id;
    }

    @Entity(name = "Booking")
    public static class Booking extends Persistable<Long> {
        String reference;
    }

    @Entity(name = "Room")
    public static class Room extends Persistable<Integer> {
        String number;
    }

    @Test
    void theTypeArgumentDecidesTheKeyWidth() {
        String script = OfflineSchemaTool.forClasses(Booking.class, Room.class).dialects(SqlDialect.GOOGLE_STANDARD_SQL)
                .run().script(SqlDialect.GOOGLE_STANDARD_SQL);
        assertTrue(script.contains("DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Booking_SEQ))"), script);
        assertTrue(script.contains("DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Room_SEQ) >> 32)"), script);
    }
}
