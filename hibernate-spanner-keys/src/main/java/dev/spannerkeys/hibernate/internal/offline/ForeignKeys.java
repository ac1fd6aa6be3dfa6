package dev.spannerkeys.hibernate.internal.offline;

import dev.spannerkeys.internal.schema.live.DatabaseSchema;
import dev.spannerkeys.internal.schema.live.ForeignKeyDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What Hibernate creates beside the library's schema model (foreign keys of associations, its own
 * sequences) compared with a database by name: the statements a migration adds or drops, and the
 * differences a verification reports.
 */
final class ForeignKeys {

    /** A name in a statement, parts in quotes may hold spaces: {@code music.`Order Lines`}. */
    private static final String NAME = "((?:`[^`]*`|\"[^\"]*\"|[^\\s`\"])+)";
    private static final Pattern FOREIGN_KEY = Pattern.compile(
            "(?is)alter\\s+table\\s+(?:if\\s+exists\\s+)?" + NAME + "\\s+add\\s+constraint\\s+" + NAME
            + "\\s+foreign\\s+key.*");
    private static final Pattern SEQUENCE = Pattern.compile("(?is)create\\s+sequence\\s+(?:if\\s+not\\s+exists\\s+)?"
            + NAME + ".*");

    private final MappedSchema mapped;
    private final DatabaseSchema database;
    private final Map<String, String> mappedForeignKeys = new LinkedHashMap<>();

    ForeignKeys(MappedSchema mapped, DatabaseSchema database) {
        this.mapped = mapped;
        this.database = database;
        for (String statement : mapped.otherStatements()) {
            Matcher matcher = FOREIGN_KEY.matcher(statement);
            if (matcher.matches()) {
                mappedForeignKeys.put(name(matcher.group(2)), statement);
            }
        }
    }

    /** The foreign keys the entities map and the database lacks: their {@code ALTER TABLE ... ADD CONSTRAINT}. */
    List<String> additions() {
        List<String> statements = new ArrayList<>();
        mappedForeignKeys.forEach((name, statement) -> {
            if (database.foreignKeys().stream().noneMatch(key -> name(key.name()).equals(name))) {
                statements.add(statement);
            }
        });
        return statements;
    }

    /** The foreign keys the database has and the entities do not: their {@code ALTER TABLE ... DROP CONSTRAINT}. */
    List<String> drops() {
        List<String> statements = new ArrayList<>();
        for (ForeignKeyDefinition key : unmapped()) {
            statements.add(mapped.writer().dropConstraint(key.table(), key.name()));
        }
        return statements;
    }

    /** Hibernate's own sequences the database lacks: their {@code CREATE SEQUENCE}. */
    List<String> otherSequences() {
        List<String> statements = new ArrayList<>();
        for (String statement : mapped.otherStatements()) {
            Matcher matcher = SEQUENCE.matcher(statement);
            if (matcher.matches() && database.sequence(name(matcher.group(1))).isEmpty()) {
                statements.add(statement);
            }
        }
        return statements;
    }

    /** One line per foreign key or Hibernate sequence that differs, for a verification. */
    List<String> differences() {
        List<String> lines = new ArrayList<>();
        for (String statement : additions()) {
            Matcher matcher = FOREIGN_KEY.matcher(statement);
            matcher.matches();
            lines.add("table " + name(matcher.group(1)) + ", foreign key " + name(matcher.group(2))
                    + ": in the mapping, not in the database");
        }
        for (ForeignKeyDefinition key : unmapped()) {
            lines.add("table " + key.table() + ", foreign key " + key.name() + ": in the database (" + key.columns()
                    + " -> " + key.referencedTable() + "), not in the mapping");
        }
        for (String statement : otherSequences()) {
            Matcher matcher = SEQUENCE.matcher(statement);
            matcher.matches();
            lines.add("sequence " + name(matcher.group(1)) + ": in the mapping (Hibernate's own), not in the database");
        }
        return lines;
    }

    private List<ForeignKeyDefinition> unmapped() {
        return database.foreignKeys().stream().filter(key -> !mappedForeignKeys.containsKey(name(key.name()))).toList();
    }

    private static String name(String name) {
        String bare = name.replace("\"", "").replace("`", "");
        int dot = bare.lastIndexOf('.');
        return (dot >= 0 ? bare.substring(dot + 1) : bare).toLowerCase(Locale.ROOT);
    }
}
