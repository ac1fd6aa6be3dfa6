package dev.spannerkeys.advisor.report;

/**
 * The seed rules the advisor enforces, restated in this project's words. Seeds: 001 (migrating
 * primary keys), 002 (optimizing schema design: layout, locality, indexes, anti-patterns), 003/004
 * (schema design best practices, two translations of the same guide).
 */
public final class Seeds {

    public static final SeedRule MONOTONIC_FIRST_KEY_PART = new SeedRule("003/004",
            "choosing a primary key to prevent hotspots, best practice #1",
            "a column whose value keeps increasing (or decreasing) must not be the first key part of a table "
            + "with a high write rate: every insert lands at the end of the key range, on one split and one server");

    public static final SeedRule SEQUENCES = new SeedRule("002",
            "anti-pattern: sequences (also 003/004, bit-reversing sequential values)",
            "keys a sequence or counter hands out in increasing order are nearly as bad as timestamps; "
            + "reverse their bits or use a carefully chosen UUID");

    public static final SeedRule SEQUENTIAL_MIGRATION = new SeedRule("001",
            "migrating auto-generated and sequential key columns",
            "draw numeric keys from a bit-reversed positive sequence, with a skip range or start counter "
            + "that keeps it away from keys migrated from the source");

    public static final SeedRule UUID_VERSION = new SeedRule("003/004",
            "using a UUID (also 002, anti-pattern: sequences)",
            "use version 4 UUIDs, whose leading bits are random; time-based UUIDs keep the time in the "
            + "leading bits and bring the hotspot back");

    public static final SeedRule TIMESTAMP_ORDERING = new SeedRule("002",
            "anti-pattern: timestamp ordering (also 003/004, best practice #1)",
            "a root table ordered by a timestamp gets one large hotspot at its end; interleave the rows in "
            + "another root or prefix the key with a shard");

    public static final SeedRule MONOTONIC_INDEX = new SeedRule("003/004", "best practice #3",
            "do not create a non-interleaved index on a column whose value keeps increasing or decreasing; "
            + "design the index key like a primary key (lead it with a shard) or interleave the index");

    public static final SeedRule INTERLEAVE_RELATED = new SeedRule("002", "table layout, recommendations",
            "give related rows a common key prefix and interleave related data in its parent table where "
            + "that makes sense, so a parent and its children share a split");

    public static final SeedRule DESCENDING_TIMESTAMPS = new SeedRule("003/004",
            "descending order for timestamp-based keys, best practice #2",
            "a history keyed by a timestamp that is read newest-first (or read right after its interleaved "
            + "parent row) should store that key part descending");

    public static final SeedRule UUID_STORAGE = new SeedRule("003/004", "using a UUID",
            "store a UUID key as STRING(36), as BYTES(16) or as two INT64 columns");

    public static final SeedRule LOCALITY_TRADE_OFF = new SeedRule("002", "locality trade-offs, recommendations",
            "large columns that are rarely read with their parent may be better kept in a table that is not "
            + "interleaved");

    public static final SeedRule SHARDS = new SeedRule("003/004",
            "hashing the unique key and spreading writes over logical shards",
            "more shard values mean fewer hotspots, fewer shard values mean cheaper reads across all shards; "
            + "weigh them against the number of nodes");

    public static final SeedRule MIGRATED_KEYS = new SeedRule("001",
            "migrating sequential and bit-reversed key columns",
            "a new bit-reversed sequence must not hand out keys that migrated rows already use: skip their "
            + "range (keys from a plain sequence) or start the counter past theirs (keys already bit-reversed)");

    public static final SeedRule WRITE_RATE_EXCEPTIONS = new SeedRule("003/004", "best practice #1",
            "the hotspot rules are about tables with a high write rate; a table that is written rarely may keep "
            + "such a key, a decision that should be written down with its reason");

    private Seeds() {
    }
}
