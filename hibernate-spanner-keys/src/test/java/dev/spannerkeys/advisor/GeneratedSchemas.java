package dev.spannerkeys.advisor;

import dev.spannerkeys.internal.advisor.input.AdvisorInput;
import dev.spannerkeys.internal.advisor.input.ColumnFacts;
import dev.spannerkeys.internal.advisor.input.TableFacts;
import dev.spannerkeys.internal.advisor.input.ValueSource;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.IndexDefinition;
import dev.spannerkeys.internal.schema.Interleave;
import dev.spannerkeys.internal.schema.KeyPart;
import dev.spannerkeys.internal.schema.OnDelete;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SequenceDefinition;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Test fixture: a generated schema of many entities, half roots keyed by a bit-reversed sequence
 * and half children interleaved in them, each with columns, an index and full mapping facts; every
 * tenth root has a timestamp first key part, so the rules have something to find.
 */
final class GeneratedSchemas {

    private GeneratedSchemas() {
    }

    static AdvisorInput of(int entities) {
        List<TableDefinition> tables = new ArrayList<>();
        List<IndexDefinition> indexes = new ArrayList<>();
        List<SequenceDefinition> sequences = new ArrayList<>();
        List<TableFacts> allFacts = new ArrayList<>();
        for (int i = 0; i < entities / 2; i++) {
            String root = "Root" + i;
            boolean timestampKey = i % 10 == 0;
            String keyType = timestampKey ? "TIMESTAMP" : "INT64";
            tables.add(TableDefinition.root(root, List.of(ColumnDefinition.of("RootId", keyType).notNull(),
                    ColumnDefinition.of("Name", "STRING(255)"), ColumnDefinition.of("UpdatedAt", "TIMESTAMP"),
                    ColumnDefinition.of("Payload", "BYTES(MAX)"), ColumnDefinition.of("Status", "STRING(20)")),
                    List.of(KeyPart.ascending("RootId"))));
            indexes.add(IndexDefinition.on(root + "ByName", root, List.of(KeyPart.ascending("Name"))));
            TableFacts rootFacts = TableFacts.of(root, "com.example.Root" + i)
                    .with(ColumnFacts.of("Name").withAttribute("name"))
                    .with(ColumnFacts.of("UpdatedAt").withAttribute("updatedAt").withSource(ValueSource.UPDATE_TIMESTAMP))
                    .with(ColumnFacts.of("Payload").withAttribute("payload").asLob());
            if (!timestampKey) {
                sequences.add(SequenceDefinition.named("root" + i + "_seq"));
                rootFacts = rootFacts.with(ColumnFacts.of("RootId").withAttribute("id").withSequence("root" + i + "_seq"));
            } else {
                rootFacts = rootFacts.with(ColumnFacts.of("RootId").withAttribute("createdAt"));
            }
            allFacts.add(rootFacts);

            String child = "Child" + i;
            tables.add(new TableDefinition(child, List.of(ColumnDefinition.of("RootId", keyType).notNull(),
                    ColumnDefinition.of("ChildId", "INT64").notNull(), ColumnDefinition.of("Body", "STRING(MAX)"),
                    ColumnDefinition.of("CreatedAt", "TIMESTAMP")),
                    List.of(KeyPart.ascending("RootId"), KeyPart.ascending("ChildId")),
                    Optional.of(Interleave.inParent(root, OnDelete.CASCADE)), List.of()));
            indexes.add(new IndexDefinition(child + "ByCreatedAt", child, List.of(KeyPart.ascending("RootId"),
                    KeyPart.descending("CreatedAt")), false, false, List.of(), Optional.of(root)));
            sequences.add(SequenceDefinition.named("child" + i + "_seq"));
            allFacts.add(TableFacts.of(child, "com.example.Child" + i)
                    .with(ColumnFacts.of("RootId").withAttribute("rootId"))
                    .with(ColumnFacts.of("ChildId").withAttribute("childId").withSequence("child" + i + "_seq"))
                    .with(ColumnFacts.of("Body").withAttribute("body").asLob())
                    .with(ColumnFacts.of("CreatedAt").withAttribute("createdAt").withSource(ValueSource.CREATION_TIMESTAMP)));
        }
        SchemaModel model = new SchemaModel(tables, indexes, sequences);
        Map<String, TableFacts> byTable = new LinkedHashMap<>();
        allFacts.forEach(table -> byTable.put(table.table(), table));
        return new AdvisorInput(model, SqlDialect.GOOGLE_STANDARD_SQL, byTable, List.of());
    }
}
