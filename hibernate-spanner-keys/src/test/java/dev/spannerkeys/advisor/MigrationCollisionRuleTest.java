package dev.spannerkeys.advisor;

import static dev.spannerkeys.advisor.Models.asc;
import static dev.spannerkeys.advisor.Models.assertContains;
import static dev.spannerkeys.advisor.Models.assertFinding;
import static dev.spannerkeys.advisor.Models.assertLacks;
import static dev.spannerkeys.advisor.Models.at;
import static dev.spannerkeys.advisor.Models.col;
import static dev.spannerkeys.advisor.Models.key;
import static dev.spannerkeys.advisor.Models.none;
import static dev.spannerkeys.advisor.Models.only;
import static dev.spannerkeys.advisor.Models.root;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.internal.advisor.input.CollidingKeys;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.advisor.input.Location;
import dev.spannerkeys.internal.advisor.input.SequenceState;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.advisor.report.AdvisorReport;
import dev.spannerkeys.advisor.report.Finding;
import dev.spannerkeys.advisor.report.SpannerGuides;
import dev.spannerkeys.advisor.report.Severity;
import dev.spannerkeys.keys.BitReversal;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * {@code migration-collision}: existing keys a {@code @BitReversedSequence} could hand out again. The
 * inputs are what the Hibernate layer computes from the database ({@link CollidingKeys}), built here
 * with {@link CollidingKeys#scan} over known keys.
 */
class MigrationCollisionRuleTest {

    private static final String ENTITY = "com.example.LedgerEntry";

    private static Models.Builder ledger(Models.Builder builder, SequenceDefinition sequence) {
        return builder
                .table(root("Ledger", asc("Id"), key("Id", "INT64"), col("Amount", "NUMERIC")))
                .sequence(sequence)
                .facts(TableFacts.of("Ledger", ENTITY)
                        .with(ColumnFacts.of("Id").withAttribute("id").withSequence(sequence.name())));
    }

    private static CollidingKeys scan(SequenceState sequence, LongStream keys) {
        return CollidingKeys.scan("Ledger", "Id", sequence, keys);
    }

    /** Keys 1..n, as a plain serial column of the source database made them. */
    private static LongStream serial(int n) {
        return LongStream.rangeClosed(1, n);
    }

    /** The keys an old bit-reversed sequence made from counters first..last. */
    private static LongStream bitReversed(long first, long last) {
        return LongStream.rangeClosed(first, last).map(BitReversal::reverse);
    }

    @Test
    void serialKeysAreAvoidedWithASkipRange() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        long minCounter = serial(40).map(BitReversal::counterOf).min().getAsLong();
        long maxCounter = serial(40).map(BitReversal::counterOf).max().getAsLong();
        AdvisorReport report = ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), serial(40)))
                .report();
        Finding finding = only(report, "migration-collision");
        assertFinding(finding, "migration-collision", Severity.ERROR, at("Ledger", ENTITY, "Id", "id"));
        assertContains(finding.message(), "40 existing keys (from 1 to 40) could be returned again by sequence "
                + "ledger_seq (next counter 1, no skip range): their counters run from " + minCounter + " to "
                + maxCounter + ", the first collision comes after " + (minCounter - 1) + " more values from 'id'");
        assertEquals("set @BitReversedSequence(name = \"ledger_seq\", skipRangeMin = 1, skipRangeMax = 40) "
                + "(or startCounter = " + (maxCounter + 1) + ")", finding.fix());
        assertEquals(SpannerGuides.MIGRATED_KEYS, finding.rule().guide());
    }

    @Test
    void bitReversedKeysAreAvoidedWithAStartCounter() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        long minKey = bitReversed(1, 40).min().getAsLong();
        long maxKey = bitReversed(1, 40).max().getAsLong();
        AdvisorReport report = ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), bitReversed(1, 40)))
                .report();
        Finding finding = only(report, "migration-collision");
        assertContains(finding.message(), "40 existing keys (from " + minKey + " to " + maxKey + ")",
                "their counters run from 1 to 40, the first collision comes after 0 more values");
        assertEquals("set @BitReversedSequence(name = \"ledger_seq\", startCounter = 41) (or skipRangeMin = " + minKey
                + ", skipRangeMax = " + maxKey + ")", finding.fix());
    }

    @Test
    void existingSequenceGetsTheGoogleSqlAlterStatement() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        // The database sequence already handed out counters 1..10.
        SequenceState state = SequenceState.existing("ledger_seq", 1, 0, 0, 11L);
        Finding finding = only(ledger(Models.googleSql(), sequence).collision(scan(state, bitReversed(1, 40))).report(),
                "migration-collision");
        assertContains(finding.message(), "30 existing keys", "(next counter 11, no skip range)",
                "their counters run from 11 to 40, the first collision comes after 0 more values");
        assertContains(finding.fix(), "startCounter = 41", "and change the existing sequence, which schema update "
                + "leaves as it is: ALTER SEQUENCE ledger_seq SET OPTIONS (start_with_counter = 41)");
    }

    @Test
    void existingSequenceGetsThePostgreSqlAlterStatement() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        SequenceState state = SequenceState.existing("ledger_seq", 1, 0, 0, null);
        Finding start = only(ledger(Models.postgreSql(), sequence).collision(scan(state, bitReversed(1, 40))).report(),
                "migration-collision");
        assertContains(start.fix(), "ALTER SEQUENCE ledger_seq RESTART COUNTER WITH 41");
        Finding skip = only(ledger(Models.postgreSql(), sequence).collision(scan(state, serial(40))).report(),
                "migration-collision");
        assertContains(skip.fix(), "skipRangeMin = 1, skipRangeMax = 40", "ALTER SEQUENCE ledger_seq SKIP RANGE 1 40");
    }

    @Test
    void existingSequenceSkipRangeInGoogleSql() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        SequenceState state = SequenceState.existing("ledger_seq", 1, 0, 0, null);
        Finding finding = only(ledger(Models.googleSql(), sequence).collision(scan(state, serial(40))).report(),
                "migration-collision");
        assertContains(finding.fix(), "ALTER SEQUENCE ledger_seq SET OPTIONS (skip_range_min = 1, skip_range_max = 40)");
    }

    /**
     * Tables whose keys come from one sequence: Invoice, Receipt and Note, each with serial keys 1..n migrated
     * from the source, and their ids declared where {@code declaredIn} says (null: in each entity).
     */
    private static Models.Builder shared(SequenceDefinition sequence, String declaredIn, int... counts) {
        String[] tables = {"Invoice", "Receipt", "Note"};
        Models.Builder builder = Models.googleSql().sequence(sequence);
        for (int i = 0; i < counts.length; i++) {
            ColumnFacts id = ColumnFacts.of("Id").withAttribute("id").withSequence(sequence.name());
            builder.table(root(tables[i], asc("Id"), key("Id", "INT64")))
                    .facts(TableFacts.of(tables[i], "com.example." + tables[i])
                            .with(declaredIn == null ? id : id.declaredIn(declaredIn)))
                    .collision(CollidingKeys.scan(tables[i], "Id", SequenceState.declared(sequence), serial(counts[i])));
        }
        return builder;
    }

    @Test
    void aSharedSequenceGetsOneFindingWithTheOneRangeThatAvoidsAllItsTables() {
        // Alone, the tables would ask for skipRangeMax = 10, 13 and 3: only 13 keeps every new key unique.
        SequenceDefinition sequence = SequenceDefinition.named("document_seq");
        long maxCounter = serial(13).map(BitReversal::counterOf).max().getAsLong();
        AdvisorReport report = shared(sequence, "com.example.Document", 10, 13, 3).report();
        Finding finding = only(report, "migration-collision");
        assertEquals(new Location("Invoice", java.util.Optional.of("com.example.Invoice"), java.util.Optional.of("Id"),
                java.util.Optional.of("id"), java.util.Optional.empty(), java.util.Optional.of("com.example.Document")),
                finding.location());
        assertContains(finding.message(), "26 existing keys (from 1 to 13) in 3 tables (Invoice.id: 10 from 1 to 10, "
                + "Receipt.id: 13 from 1 to 13, Note.id: 3 from 1 to 3) could be returned again by sequence document_seq");
        assertEquals("set @BitReversedSequence(name = \"document_seq\", skipRangeMin = 1, skipRangeMax = 13) (or "
                + "startCounter = " + (maxCounter + 1) + ") on 'Document.id', which the 3 entities inherit", finding.fix());
        assertContains(finding.location().describe(), "attribute 'id' declared in 'com.example.Document' (column Id)");
    }

    @Test
    void aSequenceSharedBySeparateDeclarationsNamesThemAll() {
        SequenceDefinition sequence = SequenceDefinition.named("document_seq");
        Finding finding = only(shared(sequence, null, 10, 13).report(), "migration-collision");
        assertContains(finding.fix(), "skipRangeMin = 1, skipRangeMax = 13", "on every attribute that declares it "
                + "('Invoice.id', 'Receipt.id'): a shared sequence has one set of options");
    }

    @Test
    void anInheritedIdIsFixedWhereItIsDeclared() {
        SequenceDefinition sequence = SequenceDefinition.named("document_seq");
        Finding finding = only(shared(sequence, "com.example.Document", 10).report(), "migration-collision");
        assertEquals("set @BitReversedSequence(name = \"document_seq\", skipRangeMin = 1, skipRangeMax = 10) (or "
                + "startCounter = " + (serial(10).map(BitReversal::counterOf).max().getAsLong() + 1)
                + ") on 'Document.id'", finding.fix());
    }

    @Test
    void declaredSequenceNeedsNoAlterStatement() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        Finding finding = only(ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), serial(3))).report(), "migration-collision");
        assertLacks(finding.fix(), "ALTER SEQUENCE");
    }

    @Test
    void aNewSkipRangeStillCoversTheOldOne() {
        SequenceDefinition sequence = new SequenceDefinition("ledger_seq", 1, 1, 1000);
        // Keys 1..1000 are skipped already; 1001..1040 came later and are not.
        AdvisorReport report = ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), serial(1040)))
                .report();
        Finding finding = only(report, "migration-collision");
        assertContains(finding.message(), "40 existing keys (from 1001 to 1040)", "(next counter 1, skip range [1, 1000])");
        assertContains(finding.fix(), "skipRangeMin = 1, skipRangeMax = 1040");
    }

    @Test
    void oneKeyIsSingularAndItsOneValueSkipRangeIsCheapest() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        long single = BitReversal.reverse(5);
        Finding finding = only(ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), LongStream.of(single))).report(), "migration-collision");
        assertContains(finding.message(), "1 existing key (from " + single + " to " + single + ") could be returned again",
                "their counters run from 5 to 5, the first collision comes after 4 more values");
        assertEquals("set @BitReversedSequence(name = \"ledger_seq\", skipRangeMin = " + single + ", skipRangeMax = "
                + single + ") (or startCounter = 6)", finding.fix());
    }

    @Test
    void aKeyOfTheLastCounterLeavesOnlyTheSkipRange() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        Finding finding = only(ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), LongStream.of(Long.MAX_VALUE))).report(),
                "migration-collision");
        assertEquals("set @BitReversedSequence(name = \"ledger_seq\", skipRangeMin = " + Long.MAX_VALUE
                + ", skipRangeMax = " + Long.MAX_VALUE + ")", finding.fix());
    }

    @Test
    void theStartCounterCostsOnlyTheCountersFromTheNextOne() {
        // A sequence far along (next counter 2^62) meets the keys of counters 2^62 and 2^62 + 1, i.e. the values
        // 1 and 2^62 + 1: starting two counters later gives up 2 keys, skipping [1, 2^62 + 1] gives up 2^62.
        long next = 1L << 62;
        SequenceState state = new SequenceState("ledger_seq", next, 0, 0, true);
        CollidingKeys keys = scan(state, LongStream.of(BitReversal.reverse(next), BitReversal.reverse(next + 1)));
        assertEquals(2, keys.count());
        assertEquals(1, keys.minKey());
        assertEquals(next + 1, keys.maxKey());
        Finding finding = only(ledger(Models.googleSql(), SequenceDefinition.named("ledger_seq")).collision(keys)
                .report(), "migration-collision");
        assertContains(finding.fix(), "set @BitReversedSequence(name = \"ledger_seq\", startCounter = " + (next + 2)
                + ") (or skipRangeMin = 1, skipRangeMax = " + (next + 1) + ")",
                "ALTER SEQUENCE ledger_seq SET OPTIONS (start_with_counter = " + (next + 2) + ")");
    }

    @Test
    void keysInsideTheSkipRangeDoNotCollide() {
        SequenceDefinition sequence = new SequenceDefinition("ledger_seq", 1, 1, 4294967296L);
        CollidingKeys keys = scan(SequenceState.declared(sequence), serial(1000));
        assertEquals(0, keys.count());
        none(ledger(Models.googleSql(), sequence).collision(keys).report(), "migration-collision");
    }

    @Test
    void keysBeforeTheNextCounterDoNotCollide() {
        SequenceDefinition sequence = new SequenceDefinition("ledger_seq", 41, 0, 0);
        CollidingKeys keys = scan(SequenceState.declared(sequence), bitReversed(1, 40));
        assertEquals(0, keys.count());
        none(ledger(Models.googleSql(), sequence).collision(keys).report(), "migration-collision");
        // The same keys one counter further do collide: the boundary is the next counter itself.
        assertEquals(1, scan(SequenceState.declared(sequence), bitReversed(1, 41)).count());
    }

    @Test
    void noCheckNoFinding() {
        SequenceDefinition sequence = SequenceDefinition.named("ledger_seq");
        none(ledger(Models.googleSql(), sequence).report(), "migration-collision");
        none(ledger(Models.googleSql(), sequence)
                .collision(CollidingKeys.none("Ledger", "Id", SequenceState.declared(sequence))).report(),
                "migration-collision");
        none(ledger(Models.googleSql(), sequence)
                .collision(scan(SequenceState.declared(sequence), LongStream.of(0, -1, Long.MIN_VALUE))).report(),
                "migration-collision");
    }
}
