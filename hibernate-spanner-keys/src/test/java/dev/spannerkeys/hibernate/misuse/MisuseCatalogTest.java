package dev.spannerkeys.hibernate.misuse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.emulator.SpannerEmulatorTest;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.misuse.KeyMisuses.*;
import dev.spannerkeys.hibernate.misuse.SchemaMisuses.*;
import dev.spannerkeys.testsupport.SqlQueries;
import dev.spannerkeys.testsupport.TestSessionFactories;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The misuse catalog: bad mappings, each refused while the session factory is built, before any DDL
 * reaches the database, with one {@link MappingException} whose message names the entity, the
 * attribute (or annotation), what is wrong and the fix.
 *
 * <p>Every case bootstraps against the same emulator database with {@code hbm2ddl.auto = create}: as
 * nothing may ever be created, the database must still be empty (no table, no sequence) after each
 * case. The case's name says what it checks.
 *
 * <p>Setting cases name the setting and its value where mapping cases name the entity and attribute:
 * every {@code spanner.keys.*} value is checked when the service registry is built, before any
 * connection is opened.
 */
@SpannerEmulatorTest
class MisuseCatalogTest {

    private static final List<String> MESSAGES = new ArrayList<>();

    private final EmulatorDatabase database;

    MisuseCatalogTest(EmulatorDatabase database) {
        this.database = database;
    }

    /** One bad mapping and the parts its error must name. */
    record Misuse(String checks, List<Class<?>> entities, Map<String, Object> settings, String entity,
            String attribute, String problem, String fix) {
    }

    private static Misuse misuse(String checks, Class<?> entity, String attribute, String problem, String fix) {
        return new Misuse(checks, List.of(entity), Map.of(), entity.getSimpleName(), attribute, problem, fix);
    }

    private static Misuse misuse(String checks, List<Class<?>> entities, String entity, String attribute,
            String problem, String fix) {
        return new Misuse(checks, entities, Map.of(), entity, attribute, problem, fix);
    }

    /** A misuse of Hibernate's own generators, which only stay in place with {@code generated-values=stock}. */
    private static Misuse stock(Misuse misuse) {
        return new Misuse(misuse.checks() + " (generated-values=stock)", misuse.entities(),
                Map.of(SpannerKeysSettings.GENERATED_VALUES, "stock"), misuse.entity(), misuse.attribute(),
                misuse.problem(), misuse.fix());
    }

    /**
     * A setting with a value the library does not accept: refused when the service registry is built,
     * naming the setting (in place of the entity) and the value (in place of the attribute).
     */
    private static Misuse setting(String checks, String name, Object value, String problem, String fix) {
        return new Misuse(checks, List.of(SettingsVictim.class), Map.of(name, value), "Setting '" + name + "'",
                "'" + value + "'", problem, fix);
    }

    /** The entity the setting cases bootstrap: a sequence-backed id reads every sequence setting. */
    @jakarta.persistence.Entity(name = "SettingsVictim")
    public static class SettingsVictim {
        @jakarta.persistence.Id
        @dev.spannerkeys.annotations.BitReversedSequence(name = "settings_victim_seq") Long id;
    }

    static List<Misuse> catalog() {
        List<Misuse> all = new ArrayList<>();
        String id = "attribute 'id'";
        // @BitReversedSequence options
        all.add(misuse("pool size 0", BrsZeroPool.class, id, "poolSize = 0", "between 1 and 10000"));
        all.add(misuse("negative pool size", BrsNegativePool.class, id, "poolSize = -5", "between 1 and 10000"));
        all.add(misuse("pool size above the maximum", BrsHugePool.class, id, "poolSize = 10001", "between 1 and 10000"));
        all.add(misuse("pool size Integer.MAX_VALUE", BrsMaxIntPool.class, id, "poolSize = 2147483647",
                "between 1 and 10000"));
        all.add(misuse("start counter 0", BrsZeroStart.class, id, "startCounter = 0", "startCounter >= 1"));
        all.add(misuse("negative start counter", BrsNegativeStart.class, id, "startCounter = -1", "startCounter >= 1"));
        all.add(misuse("skip range min above max", BrsSwappedRange.class, id,
                "skipRangeMin = 100 is greater than skipRangeMax = 10", "swap"));
        all.add(misuse("skip range with only a max", BrsOnlyMax.class, id, "skipRangeMax = 10", "set both bounds"));
        all.add(misuse("skip range with only a min", BrsOnlyMin.class, id, "skipRangeMin = 10", "set both bounds"));
        all.add(misuse("negative skip range", BrsNegativeRange.class, id, "skipRangeMin = -10", "skipRangeMin >= 1"));
        // @BitReversedSequence id types
        all.add(misuse("bit-reversed sequence on an Integer id", BrsInteger.class, id, "the attribute is Integer",
                "declare the attribute as Long"));
        all.add(misuse("bit-reversed sequence on an int id", BrsPrimitiveInt.class, id, "needs a Long id",
                "declare the attribute as Long (or long)"));
        all.add(misuse("bit-reversed sequence on a Short id", BrsShort.class, id, "the attribute is Short",
                "declare the attribute as Long"));
        all.add(misuse("bit-reversed sequence on a String id", BrsString.class, id, "the attribute is String",
                "declare the attribute as Long"));
        all.add(misuse("bit-reversed sequence on a UUID id", BrsUuid.class, id, "the attribute is UUID",
                "declare the attribute as Long"));
        all.add(misuse("bit-reversed sequence on a BigDecimal id", BrsBigDecimal.class, id, "the attribute is BigDecimal",
                "declare the attribute as Long"));
        all.add(misuse("bit-reversed sequence on a BigInteger id", BrsBigInteger.class, id, "the attribute is BigInteger",
                "declare the attribute as Long"));
        // @BitReversedSequence names
        all.add(misuse("empty sequence name", BrsEmptyName.class, id, "it is empty", "starts with a letter"));
        all.add(misuse("sequence name with a quote", BrsQuotedName.class, id, "even quoted", "no dot, quote character"));
        all.add(misuse("sequence name starting with a digit", BrsDigitName.class, id, "it starts with '1'",
                "starts with a letter"));
        all.add(misuse("sequence name over 128 characters", BrsLongName.class, id, "at most 128",
                "at most 128 characters"));
        // misplaced and doubled generators
        all.add(misuse("@BitReversedSequence on a non-@Id attribute", BrsOnColumn.class, "attribute 'number'",
                "not an @Id attribute", "@Id"));
        all.add(misuse("@RandomUuid on a non-@Id attribute", UuidOnColumn.class, "attribute 'token'",
                "not an @Id attribute", "@Id"));
        all.add(misuse("@ShardId on a non-@Id attribute", ShardOnColumn.class, "attribute 'bucket'",
                "not an @Id attribute", "@Id"));
        all.add(misuse("@GeneratedValue with @BitReversedSequence", BrsWithGeneratedValue.class, id,
                "@GeneratedValue", "remove @GeneratedValue"));
        all.add(misuse("@GeneratedValue(SEQUENCE) with @BitReversedSequence", BrsWithSequenceStrategy.class, id,
                "@GeneratedValue", "remove @GeneratedValue"));
        all.add(misuse("@GeneratedValue with @RandomUuid", UuidWithGeneratedValue.class, id, "@GeneratedValue",
                "remove @GeneratedValue"));
        all.add(misuse("@GeneratedValue(UUID) with @RandomUuid", UuidWithUuidStrategy.class, id, "@GeneratedValue",
                "remove @GeneratedValue"));
        all.add(misuse("@GeneratedValue with @ShardId", ShardWithGeneratedValue.class, "attribute 'shardId'",
                "@GeneratedValue", "remove @GeneratedValue"));
        all.add(misuse("@BitReversedSequence with @RandomUuid", BrsWithRandomUuid.class, id,
                "two generator annotations, @BitReversedSequence and @RandomUuid", "keep the one generator"));
        all.add(misuse("@RandomUuid with Hibernate's @UuidGenerator", UuidWithUuidGenerator.class, id,
                "two generator annotations, @RandomUuid and @UuidGenerator", "keep the one generator"));
        all.add(stock(misuse("stock @SequenceGenerator with the name of a @BitReversedSequence",
                List.of(StockGeneratorOwner.class, BitReversedClash.class), "BitReversedClash", id,
                "clashes with a sequence of the same name", "rename one of them")));
        all.add(misuse("taken-over @SequenceGenerator with the name of a @BitReversedSequence",
                List.of(StockGeneratorOwner.class, BitReversedClash.class), "BitReversedClash", id,
                "declares the same sequence with", "give both the same options"));
        // one sequence, two owners
        all.add(misuse("one sequence name, two start counters", List.of(FirstSequenceOwner.class, SecondSequenceOwner.class),
                "FirstSequenceOwner", "SecondSequenceOwner", "owned_seq", "give both the same options"));
        all.add(misuse("one sequence name, two skip ranges", List.of(FirstSequenceOwner.class, PoolSizeOwner.class),
                "FirstSequenceOwner", "PoolSizeOwner", "owned_seq", "give both the same options"));
        all.add(misuse("sequence names that differ only in case", List.of(LowerCaseSequence.class, UpperCaseSequence.class),
                "LowerCaseSequence", "UpperCaseSequence", "case_seq", "Fix"));
        all.add(misuse("sequence named like a table", SequenceLikeTable.class, "sequence 'Ledger'",
                "share one namespace", "rename the sequence"));
        // @RandomUuid types
        all.add(misuse("random UUID on a Long id", UuidOnLong.class, id, "needs a String or java.util.UUID id",
                "@BitReversedSequence"));
        all.add(misuse("random UUID on an Integer id", UuidOnInteger.class, id, "needs a String or java.util.UUID id",
                "@BitReversedSequence"));
        all.add(misuse("random UUID on a byte[] id", UuidOnBytes.class, id, "supports String and java.util.UUID ids",
                "declare the attribute as String or UUID"));
        all.add(misuse("BYTES16 storage on a String id", UuidBytesOnString.class, id, "storage = BYTES16",
                "use storage = STRING36"));
        all.add(misuse("STRING36 storage on a UUID mapped to bytes", UuidStringOnBinary.class, id,
                "maps this java.util.UUID attribute to a binary column", "@JdbcTypeCode(SqlTypes.CHAR)"));
        // stock generators with narrow ids
        all.add(stock(misuse("IDENTITY on an Integer id", IdentityInteger.class, id, "which the Integer attribute cannot hold",
                "declare the attribute as Long")));
        all.add(stock(misuse("IDENTITY on an int id", IdentityPrimitiveInt.class, id, "which the int attribute cannot hold",
                "declare the attribute as Long")));
        all.add(stock(misuse("AUTO on an int id", AutoInt.class, id, "which the int attribute cannot hold",
                "declare the attribute as Long")));
        all.add(stock(misuse("SEQUENCE on an Integer id", SequenceInteger.class, id, "which the Integer attribute cannot hold",
                "declare the attribute as Long")));
        all.add(misuse("named @SequenceGenerator on a Short id", NamedSequenceShort.class, id, "the Short attribute",
                "declare the attribute as Long"));
        all.add(stock(misuse("narrow sequence id inherited from a @MappedSuperclass", InheritsNarrowId.class,
                "declared in " + NumberedBase.class.getName(), "strategy = SEQUENCE", "declare the attribute as Long")));
        // @ShardId
        String shard = "attribute 'shardId'";
        all.add(misuse("@ShardId on a single-attribute key", ShardSingleKey.class, shard, "needs a composite key",
                "@IdClass or @EmbeddedId"));
        all.add(misuse("@ShardId on an Integer", ShardInteger.class, shard, "needs a Long attribute",
                "declare the shard attribute as Long"));
        all.add(misuse("@ShardId source that does not exist", ShardUnknownSource.class, shard, "'customerId' does not exist",
                "(userId)"));
        all.add(misuse("@ShardId source that is not a key attribute", ShardNonKeySource.class, shard,
                "'email' is not a key attribute", "go stale"));
        all.add(misuse("@ShardId hashing itself", ShardSelfSource.class, shard, "names itself", "hash the other key attributes"));
        all.add(misuse("@ShardId without sources", ShardNoSources.class, shard, "names no source attribute", "userId"));
        all.add(misuse("@ShardId naming one source twice", ShardRepeatedSource.class, shard, "'userId'", "once"));
        all.add(misuse("one shard", ShardOne.class, shard, "shards = 1", "2 to 4096"));
        all.add(misuse("zero shards", ShardZero.class, shard, "shards = 0", "2 to 4096"));
        all.add(misuse("negative shard count", ShardNegative.class, shard, "shards = -4", "2 to 4096"));
        all.add(misuse("4097 shards", ShardTooMany.class, shard, "shards = 4097", "2 to 4096"));
        all.add(misuse("Integer.MAX_VALUE shards", ShardMaxInt.class, shard, "shards = 2147483647", "2 to 4096"));
        all.add(misuse("Double shard source", ShardDoubleSource.class, shard, "java.lang.Double", "time-zone-free"));
        all.add(misuse("BigDecimal shard source", ShardBigDecimalSource.class, shard, "java.math.BigDecimal", "Fix"));
        all.add(misuse("Float shard source", ShardFloatSource.class, shard, "java.lang.Float", "Fix"));
        all.add(misuse("two @ShardId in one entity", TwoShardIds.class, "attribute 'bucket'", "a second @ShardId",
                "keep one @ShardId"));
        // @Interleaved
        all.add(misuse("child key not starting with the parent key", List.of(Author.class, SwappedBook.class), "SwappedBook",
                "attribute 'bookId'", "must start with the key of Authors (AuthorId)", "make the key start with (AuthorId)"));
        all.add(misuse("child key column with another type than the parent's", List.of(Author.class, TextKeyBook.class),
                "TextKeyBook", "attribute 'authorId'", "parent Authors has type int64", "declare it with the parent's type"));
        all.add(misuse("child key shorter than the parent key", List.of(Author.class, Book.class, ShortKeyChapter.class),
                "ShortKeyChapter", "ShortKeyChapters", "is shorter than the key of its parent Books", "Fix"));
        all.add(misuse("child key column named unlike the parent's", List.of(Author.class, OtherNamedChild.class),
                "OtherNamedChild", "WriterId", "AuthorId", "Fix"));
        String idClassFix = "@IdClass(Stop.Key.class) @Interleaved(in = Shipment.class) class Stop { @Id @Column(name = \"id\") "
                + "Long shipmentId; @Id @BitReversedSequence(name = \"Stops_seq\") Long stopId; public record Key(Long "
                + "shipmentId, Long stopId)";
        all.add(misuse("child key named like the parent's, drawn from its own stock sequence",
                List.of(Shipment.class, Stop.class), "Stop", "attribute 'id', @Interleaved(in = Shipment.class)",
                "its value comes from @GeneratedValue of Stop itself, not from the parent", idClassFix));
        all.add(misuse("child key named like the parent's, drawn from its own bit-reversed sequence",
                List.of(Shipment.class, Leg.class), "Leg", "attribute 'id'",
                "its value comes from @BitReversedSequence of Leg itself", "a composite key that starts with Shipment's key"));
        all.add(misuse("assigned single child key named like the parent's", List.of(Shipment.class, Waybill.class),
                "Waybill", "attribute 'id'", "nothing ties its value to the parent's", "@MapsId @OneToOne Shipment"));
        all.add(misuse("composite child key whose parent part is drawn from a sequence",
                List.of(Shipment.class, Parcel.class), "Parcel", "attribute 'id'",
                "its value comes from @BitReversedSequence of Parcel itself", "@IdClass(Parcel.Key.class)"));
        all.add(misuse("interleaved in a non-entity class", InString.class, "@Interleaved",
                "java.lang.String is not an entity", "name an @Entity"));
        all.add(misuse("interleaved in an embeddable", InEmbeddable.class, "@Interleaved", "is not an entity",
                "name an @Entity"));
        all.add(misuse("interleaved in an entity outside the persistence unit", InOutsider.class, "@Interleaved",
                "Outsider", "Fix"));
        all.add(misuse("interleaved in itself", InItself.class, "@Interleaved", "interleaved in itself", "Fix"));
        all.add(misuse("interleaving cycle of two", List.of(CycleA.class, CycleB.class), "CycleA", "cyclea -> cycleb -> CycleA",
                "interleaved in itself through", "interleave the tables as a tree"));
        all.add(misuse("interleaving cycle of three", List.of(RingA.class, RingB.class, RingC.class), "RingA",
                "ringa -> ringc -> ringb -> RingA",
                "interleaved in itself through", "interleave the tables as a tree"));
        all.add(misuse("cascade without the parent constraint", List.of(Author.class, CascadeWithoutParent.class),
                "CascadeWithoutParent", "onDeleteCascade", "needs parentConstraint = true", "Fix"));
        all.add(misuse("@Interleaved on a SINGLE_TABLE subclass", List.of(Author.class, Vehicle.class, InterleavedCar.class),
                "InterleavedCar", "@Interleaved", "subclass in an inheritance hierarchy", "put @Interleaved on the root entity"));
        all.add(misuse("@Interleaved on a JOINED subclass", List.of(Author.class, Document.class, InterleavedLetter.class),
                "InterleavedLetter", "@Interleaved", "subclass in an inheritance hierarchy", "put @Interleaved on the root entity"));
        all.add(misuse("@Interleaved on a TABLE_PER_CLASS subclass", List.of(Author.class, Shape.class, InterleavedCircle.class),
                "InterleavedCircle", "@Interleaved", "subclass in an inheritance hierarchy", "put @Interleaved on the root entity"));
        all.add(misuse("@Interleaved on a @MappedSuperclass", List.of(Author.class, InheritsInterleaving.class),
                "InheritsInterleaving", "@Interleaved on @MappedSuperclass", "not inherited", "put @Interleaved on each entity class"));
        // @Descending
        all.add(misuse("@Descending on a String that is not a key", DescendingName.class, "attribute 'name'",
                "not an @Id attribute", "@SpannerIndex"));
        all.add(misuse("@Descending on a Long that is not a key", DescendingCount.class, "attribute 'count'",
                "not an @Id attribute", "@SpannerIndex"));
        // @SpannerIndex
        all.add(misuse("index column that does not exist", IndexUnknownColumn.class, "@SpannerIndex(name = \"ByNickname\")",
                "names column Nickname, which table IndexUnknownColumn does not have", "Fix"));
        all.add(misuse("index without columns", IndexNoColumns.class, "@SpannerIndex(name = \"ByNothing\")", "names no column",
                "name the indexed columns"));
        all.add(misuse("index with a blank column", IndexBlankColumn.class, "ByBlank", "column", "Fix"));
        all.add(misuse("index storing a key column", IndexStoringKey.class, "index 'ByNameStoringId'",
                "stores id, a primary key column", "remove id from storing"));
        all.add(misuse("index storing a column that does not exist", IndexStoringUnknown.class, "ByNameStoringGhost",
                "ghost", "Fix"));
        all.add(misuse("index storing one of its own columns", IndexStoringIndexed.class, "ByNameStoringName", "name",
                "Fix"));
        all.add(misuse("index naming one column twice", IndexRepeatedColumn.class, "ByNameTwice", "names column name twice",
                "name each column once"));
        all.add(misuse("index interleaved in a table that is not an ancestor",
                List.of(Author.class, Book.class, IndexNotAncestor.class), "IndexNotAncestor", "index 'AuthorsInBooks'",
                "interleaved in Books, which is not IndexNotAncestor or one of its ancestors", "Fix"));
        all.add(misuse("index interleaved in a non-entity", IndexInString.class, "ByNameInString", "java.lang.String",
                "Fix"));
        all.add(misuse("two indexes with one name", List.of(FirstNamedIndex.class, SecondNamedIndex.class), "SecondNamedIndex",
                "index 'ByName'", "two indexes have this name", "give each index its own name"));
        all.add(misuse("index names that differ only in case", List.of(FirstNamedIndex.class, CaseNamedIndex.class),
                "FirstNamedIndex", "index 'ByName'", "two indexes have this name", "give each index its own name"));
        all.add(misuse("one entity, two indexes with one name", TwiceNamedIndex.class, "@SpannerIndex(name = \"ByLabel\")",
                "the table already has an index with this name", "give each index its own name"));
        all.add(misuse("index named like a table", IndexNamedLikeTable.class, "IndexNamedLikeTable", "table", "Fix"));
        all.add(misuse("empty index name", IndexEmptyName.class, "@SpannerIndex", "it is empty", "Fix"));
        all.add(misuse("index name over 128 characters", IndexLongName.class, "@SpannerIndex",
                "at most 128", "starts with a letter"));
        all.add(misuse("index column with a space", IndexSpacedColumn.class, "BySpaced",
                "the column entry \"Last Name\" is not a column name", "Fix"));
        all.add(misuse("index column with a dash", IndexDashedColumn.class, "ByDashed",
                "Last-Name", "Fix"));
        all.add(misuse("index column with a statement", IndexInjectedColumn.class, "ByInjected", "is not a column name",
                "Fix"));
        all.add(misuse("index storing entry with DDL", IndexInjectedStoring.class, "ByStoringInjected",
                "which table IndexInjectedStoring does not have", "use the physical column name"));
        all.add(misuse("index column with an unknown sort order", IndexBadOrder.class, "ByNameSideways", "SIDEWAYS",
                "Fix"));
        // names
        all.add(misuse("tables Thing and THING", List.of(LowerThing.class, UpperThing.class), "Thing", "@Table(name = \"",
                "differ only in case", "another table name"));
        all.add(misuse("table name over 128 characters", LongTable.class, "(table T123", "at most 128",
                "@Table(name"));
        all.add(misuse("columns Name and NAME in one table", CaseColumns.class, "attribute 'displayName'",
                "differ only in case", "@Column(name = ...)"));
        all.add(misuse("column name over 128 characters", LongColumn.class, "attribute 'value'",
                "at most 128", "@Column(name"));
        // columnDefinition
        all.add(misuse("columnDefinition with a second statement", DefinitionStatement.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with a second column", DefinitionExtraColumn.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition closing the table", DefinitionClosingParen.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with a line comment", DefinitionLineComment.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with a block comment", DefinitionBlockComment.class, "attribute 'amount'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with an open parenthesis", DefinitionUnbalanced.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with an open quote", DefinitionOpenQuote.class, "attribute 'name'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with a constraint", DefinitionConstraint.class, "attribute 'amount'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition with a foreign key", DefinitionReferences.class, "attribute 'authorId'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition of a key with a second column", DefinitionOnKey.class, id,
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition escaping its DEFAULT", DefinitionDefaultEscape.class, "attribute 'state'",
                "is refused", "exactly one column type"));
        all.add(misuse("columnDefinition ending in a semicolon", DefinitionSemicolonOnly.class, "attribute 'amount'",
                "is refused", "exactly one column type"));
        // settings
        String attempts = SpannerKeysSettings.SEQUENCE_REFILL_ATTEMPTS;
        all.add(setting("refill attempts not a number", attempts, "abc", "not a whole number",
                "set it to a whole number of 1 or more"));
        all.add(setting("refill attempts a decimal", attempts, "2.5", "not a whole number",
                "set it to a whole number of 1 or more"));
        all.add(setting("refill attempts beyond int", attempts, "99999999999", "not a whole number",
                "set it to a whole number of 1 or more"));
        all.add(setting("refill attempts 0", attempts, "0", "below the least value allowed, 1", "set it to 1 or more"));
        all.add(setting("negative refill attempts", attempts, "-3", "below the least value allowed, 1",
                "set it to 1 or more"));
        all.add(setting("unknown refill client", SpannerKeysSettings.SEQUENCE_REFILL_CLIENT, "sometimes",
                "not one of the allowed values auto, shared, dedicated", "or remove it for the default (auto)"));
        all.add(setting("unknown advisor mode", SpannerKeysSettings.ADVISOR, "loud",
                "not one of the allowed values fail, warn, off", "or remove it for the default (warn)"));
        all.add(setting("unknown write mode", SpannerKeysSettings.WRITE_MODE, "fast",
                "not one of the allowed values dml, mutations-at-commit, mutations-always",
                "or remove it for the default (dml)"));
        all.add(setting("halt-on-error that is not a switch", SpannerKeysSettings.SCHEMA_HALT_ON_ERROR, "maybe",
                "not a switch; allowed values are true and false", "set it to true or false"));
        all.add(setting("prefetch that is not a switch", SpannerKeysSettings.SEQUENCE_PREFETCH, "yes",
                "not a switch; allowed values are true and false", "set it to true or false"));
        all.add(setting("low-water mark above 100%", SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK, "150%",
                "neither a number of ids nor a share of the pool size", "from 1% to 100%"));
        all.add(setting("refill timeout that is not a duration", SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, "soon",
                "not a duration", "or remove it for the default (30 s)"));
        all.add(setting("refill timeout 0", SpannerKeysSettings.SEQUENCE_REFILL_TIMEOUT, "0",
                "below the least value allowed, 1 ms", "give 1 ms or more"));
        all.add(setting("negative commit timeout", SpannerKeysSettings.COMMIT_TIMEOUT, "-5s", "not a duration",
                "or remove it for the default (60 s)"));
        all.add(setting("unknown transaction serialization", SpannerKeysSettings.EMULATOR_SERIALIZE_TRANSACTIONS,
                "always", "not one of the allowed values auto, on, off, true, false", "or remove it for the default (auto)"));
        all.add(setting("lock timeout that is not a duration", SpannerKeysSettings.EMULATOR_LOCK_TIMEOUT, "a minute",
                "not a duration", "or remove it for the default (60 s)"));
        // lock options Spanner lacks, as a default for every pessimistic lock
        all.add(setting("default lock timeout", "jakarta.persistence.lock.timeout", "5000",
                "a lock timeout of 5000 ms was asked for, but Spanner has no lock timeout", "remove the setting"));
        all.add(setting("default lock timeout NOWAIT", "jakarta.persistence.lock.timeout", "0",
                "Spanner has no NOWAIT", "remove the setting"));
        all.add(setting("default lock timeout SKIP LOCKED", "javax.persistence.lock.timeout", "-2",
                "Spanner has no SKIP LOCKED", "remove the setting"));
        all.add(setting("a setting written in camel case", "spanner.keys.writeMode", "mutations-at-commit",
                "not a setting of the library, which reads 'spanner.keys.write-mode'",
                "rename it to 'spanner.keys.write-mode'"));
        all.add(setting("a setting written with underscores", "spanner.keys.sequence.refill_timeout", "10s",
                "not a setting of the library, which reads 'spanner.keys.sequence.refill-timeout'",
                "rename it to 'spanner.keys.sequence.refill-timeout'"));
        return all;
    }

    @TestFactory
    Stream<DynamicTest> everyMisuseIsRefusedBeforeAnyDdl() {
        List<Misuse> catalog = catalog();
        Set<String> names = new HashSet<>();
        for (Misuse misuse : catalog) {
            assertTrue(names.add(misuse.checks()), "duplicate catalog entry: " + misuse.checks());
        }
        return catalog.stream().map(misuse -> DynamicTest.dynamicTest(misuse.checks(), () -> check(misuse)));
    }

    private void check(Misuse misuse) throws SQLException {
        RuntimeException thrown = null;
        try {
            SessionFactory factory = TestSessionFactories.create(database, misuse.settings(),
                    misuse.entities().toArray(Class<?>[]::new));
            factory.close();
        } catch (RuntimeException e) {
            thrown = e;
        }
        try {
            assertNotNull(thrown, misuse.checks() + ": the session factory started");
            MappingException ours = firstMappingException(thrown);
            String chain = chain(thrown);
            synchronized (MESSAGES) {
                MESSAGES.add(misuse.checks() + " => " + chain);
            }
            if (ours == null) {
                fail("no MappingException in: " + chain);
            }
            String message = ours.getMessage();
            assertTrue(thrown.getMessage() != null && thrown.getMessage().contains(message),
                    "the first message the user sees is not ours: " + chain);
            for (String part : List.of(misuse.entity(), misuse.attribute(), misuse.problem(), "Fix", misuse.fix())) {
                assertTrue(message.contains(part), "expected '" + part + "' in: " + message);
            }
        } finally {
            assertDatabaseEmpty(misuse.checks());
        }
    }

    private void assertDatabaseEmpty(String checks) throws SQLException {
        assertEquals(List.of(), SqlQueries.rows(database,
                "SELECT table_name FROM information_schema.tables WHERE table_schema = ''"),
                checks + ": a table was created");
        assertEquals(List.of(), SqlQueries.rows(database,
                "SELECT name FROM information_schema.sequences WHERE schema = ''"), checks + ": a sequence was created");
    }

    private static MappingException firstMappingException(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof MappingException mapping) {
                return mapping;
            }
        }
        return null;
    }

    private static String chain(Throwable thrown) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            text.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" | ");
        }
        return text.toString();
    }

    @AfterAll
    static void writeMessages() throws java.io.IOException {
        java.nio.file.Files.write(java.nio.file.Path.of("target", "misuse-messages.txt"), MESSAGES);
    }
}
