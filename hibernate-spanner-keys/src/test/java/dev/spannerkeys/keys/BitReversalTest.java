package dev.spannerkeys.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class BitReversalTest {

    @Test
    void matchesValuesReturnedByTheEmulatorsBitReversedPositiveSequence() {
        // Counter -> key pairs read from GET_NEXT_SEQUENCE_VALUE on emulator 1.5.28.
        assertEquals(4611686018427387904L, BitReversal.reverse(1));
        assertEquals(2305843009213693952L, BitReversal.reverse(2));
        assertEquals(6917529027641081856L, BitReversal.reverse(3));
        assertEquals(8070450532247928832L, BitReversal.reverse(7));
        assertEquals(1128714656609730560L, BitReversal.reverse(11000));
        assertEquals(5740400675037118464L, BitReversal.reverse(11001));
    }

    @Test
    void counterOfInvertsReverseAndEveryKeyIsPositive() {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 100_000; i++) {
            long counter = random.nextLong(1, Long.MAX_VALUE);
            long key = BitReversal.reverse(counter);
            assertTrue(key > 0, "key of counter " + counter);
            assertEquals(counter, BitReversal.counterOf(key));
        }
        assertEquals(Long.MAX_VALUE, BitReversal.reverse(Long.MAX_VALUE));
    }

    @Test
    void consecutiveCountersSpreadOverTheWholePositiveRange() {
        int[] sixteenths = new int[16];
        for (long counter = 1; counter <= 1600; counter++) {
            sixteenths[(int) (BitReversal.reverse(counter) >>> 59)]++;
        }
        for (int count : sixteenths) {
            assertEquals(100, count);
        }
    }

    @Test
    void nextSafeCounterStartsPastEveryMigratedBitReversedKey() {
        long[] migrated = LongStream.rangeClosed(1, 1000).map(BitReversal::reverse).toArray();
        long start = BitReversal.nextSafeCounter(LongStream.of(migrated));
        assertEquals(1001, start);
        for (long counter = start; counter < start + 10_000; counter++) {
            long key = BitReversal.reverse(counter);
            assertTrue(LongStream.of(migrated).noneMatch(existing -> existing == key));
        }
        assertEquals(1, BitReversal.nextSafeCounter(LongStream.empty()));
        assertEquals(1, BitReversal.nextSafeCounter(LongStream.of(0, -5)));
    }

    @Test
    void rejectsNonPositiveInput() {
        assertThrows(IllegalArgumentException.class, () -> BitReversal.reverse(0));
        assertThrows(IllegalArgumentException.class, () -> BitReversal.counterOf(-1));
    }
}
