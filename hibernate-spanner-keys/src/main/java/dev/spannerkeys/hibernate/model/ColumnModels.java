package dev.spannerkeys.hibernate.model;

import dev.spannerkeys.schema.CheckDefinition;
import dev.spannerkeys.schema.ColumnDefinition;
import org.hibernate.boot.Metadata;
import org.hibernate.mapping.CheckConstraint;
import org.hibernate.mapping.Column;

/** Converts Hibernate {@link Column}s and checks into the neutral schema model. */
final class ColumnModels {

    private ColumnModels() {
    }

    /**
     * The model of {@code column}: SQL type as the dialect renders it, nullability, and how the
     * database fills it (identity, stored generated expression, or default, in that precedence).
     */
    static ColumnDefinition of(Column column, Metadata metadata, boolean keyColumn) {
        ColumnDefinition definition = ColumnDefinition.of(column.getName(), column.getSqlType(metadata));
        if (keyColumn || !column.isNullable()) {
            definition = definition.notNull();
        }
        if (column.isIdentity()) {
            definition = definition.asIdentity();
        } else if (column.getGeneratedAs() != null) {
            definition = definition.generatedAs(column.getGeneratedAs());
        } else if (column.getDefaultValue() != null) {
            definition = definition.withDefault(column.getDefaultValue());
        }
        for (CheckConstraint check : column.getCheckConstraints()) {
            definition = definition.withCheck(check(check));
        }
        return definition;
    }

    static CheckDefinition check(CheckConstraint check) {
        return check.isNamed()
                ? CheckDefinition.named(check.getName(), check.getConstraint())
                : CheckDefinition.unnamed(check.getConstraint());
    }
}
