package dev.spannerkeys.advisor.report;

/**
 * The rules of Spanner's schema guides the advisor enforces, restated in this project's words. The
 * guides: {@value #MIGRATING_PRIMARY_KEYS} (moving keys from another database to Spanner),
 * {@value #OPTIMIZING_SCHEMA_DESIGN} (layout, locality, indexes, anti-patterns) and
 * {@value #SCHEMA_DESIGN_BEST_PRACTICES} (choosing keys and indexes that avoid hotspots).
 */
public final class SpannerGuides {

    /** The guide on migrating primary keys to Spanner. */
    public static final String MIGRATING_PRIMARY_KEYS = "Migrate primary key strategies";
    /** The guide on optimizing schema design for Spanner. */
    public static final String OPTIMIZING_SCHEMA_DESIGN = "Optimize schema design for Spanner";
    /** The guide of schema design best practices. */
    public static final String SCHEMA_DESIGN_BEST_PRACTICES = "Schema design best practices";

    public static final GuideRule MONOTONIC_FIRST_KEY_PART = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES,
            "choosing a primary key to prevent hotspots, best practice #1",
            "a column whose value keeps increasing (or decreasing) must not be the first key part of a table "
            + "with a high write rate: every insert lands at the end of the key range, on one split and one server");

    public static final GuideRule SEQUENCES = new GuideRule(OPTIMIZING_SCHEMA_DESIGN,
            "anti-pattern: sequences (also in Schema design best practices, bit-reversing sequential values)",
            "keys a sequence or counter hands out in increasing order are nearly as bad as timestamps; "
            + "reverse their bits or use a carefully chosen UUID");

    public static final GuideRule SEQUENTIAL_MIGRATION = new GuideRule(MIGRATING_PRIMARY_KEYS,
            "migrating auto-generated and sequential key columns",
            "draw numeric keys from a bit-reversed positive sequence, with a skip range or start counter "
            + "that keeps it away from keys migrated from the source");

    public static final GuideRule UUID_VERSION = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES,
            "using a UUID (also in Optimize schema design for Spanner, anti-pattern: sequences)",
            "use version 4 UUIDs, whose leading bits are random; time-based UUIDs keep the time in the "
            + "leading bits and bring the hotspot back");

    public static final GuideRule TIMESTAMP_ORDERING = new GuideRule(OPTIMIZING_SCHEMA_DESIGN,
            "anti-pattern: timestamp ordering (also in Schema design best practices, best practice #1)",
            "a root table ordered by a timestamp gets one large hotspot at its end; interleave the rows in "
            + "another root or prefix the key with a shard");

    public static final GuideRule MONOTONIC_INDEX = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES, "best practice #3",
            "do not create a non-interleaved index on a column whose value keeps increasing or decreasing; "
            + "design the index key like a primary key (lead it with a shard) or interleave the index");

    public static final GuideRule INTERLEAVE_RELATED = new GuideRule(OPTIMIZING_SCHEMA_DESIGN, "table layout, recommendations",
            "give related rows a common key prefix and interleave related data in its parent table where "
            + "that makes sense, so a parent and its children share a split");

    public static final GuideRule DESCENDING_TIMESTAMPS = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES,
            "descending order for timestamp-based keys, best practice #2",
            "a history keyed by a timestamp that is read newest-first (or read right after its interleaved "
            + "parent row) should store that key part descending");

    public static final GuideRule UUID_STORAGE = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES, "using a UUID",
            "store a UUID key as STRING(36), as BYTES(16) or as two INT64 columns");

    public static final GuideRule LOCALITY_TRADE_OFF = new GuideRule(OPTIMIZING_SCHEMA_DESIGN, "locality trade-offs, recommendations",
            "large columns that are rarely read with their parent may be better kept in a table that is not "
            + "interleaved");

    public static final GuideRule SHARDS = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES,
            "hashing the unique key and spreading writes over logical shards",
            "more shard values mean fewer hotspots, fewer shard values mean cheaper reads across all shards; "
            + "weigh them against the number of nodes");

    public static final GuideRule MIGRATED_KEYS = new GuideRule(MIGRATING_PRIMARY_KEYS,
            "migrating sequential and bit-reversed key columns",
            "a new bit-reversed sequence must not hand out keys that migrated rows already use: skip their "
            + "range (keys from a plain sequence) or start the counter past theirs (keys already bit-reversed)");

    public static final GuideRule WRITE_RATE_EXCEPTIONS = new GuideRule(SCHEMA_DESIGN_BEST_PRACTICES, "best practice #1",
            "the hotspot rules are about tables with a high write rate; a table that is written rarely may keep "
            + "such a key, a decision that should be written down with its reason");

    private SpannerGuides() {
    }
}
