package dev.spannerkeys.hibernate.internal.model;

import dev.spannerkeys.internal.schema.CheckDefinition;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import dev.spannerkeys.internal.schema.ColumnDeclaration;
import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.SchemaProblem;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.ddl.PostgreSqlDdlWriter;
import java.util.Optional;
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
    static ColumnDefinition of(Column column, Metadata metadata, boolean keyColumn, SqlDialect dialect, String table) {
        Optional<ColumnDeclaration> declared = declared(column, dialect, table);
        String type = declared.map(ColumnDeclaration::type).orElseGet(() -> column.getSqlType(metadata));
        ColumnDefinition definition = ColumnDefinition.of(column.getName(), type);
        if (keyColumn || !column.isNullable() || declared.map(ColumnDeclaration::notNull).orElse(false)) {
            definition = definition.notNull();
        }
        Optional<String> generatedAs = Optional.ofNullable(column.getGeneratedAs())
                .or(() -> declared.flatMap(ColumnDeclaration::generatedExpression));
        Optional<String> defaultValue = Optional.ofNullable(column.getDefaultValue())
                .or(() -> declared.flatMap(ColumnDeclaration::defaultExpression));
        if (column.isIdentity()) {
            definition = definition.asIdentity();
        } else if (generatedAs.isPresent()) {
            definition = definition.generatedAs(generatedAs.get());
        } else if (defaultValue.isPresent()) {
            definition = definition.withDefault(defaultValue.get());
        }
        if (CommitTimestamps.isPending(column.getCustomWrite())) {
            // Written as the pending commit timestamp (@CommitTimestamp): the column must accept it.
            definition = definition.withType(dialect == SqlDialect.POSTGRESQL ? PostgreSqlDdlWriter.COMMIT_TIMESTAMP_TYPE
                    : "TIMESTAMP").acceptingCommitTimestamps();
        }
        for (CheckConstraint check : column.getCheckConstraints()) {
            definition = definition.withCheck(check(check));
        }
        return definition;
    }

    /**
     * The user's {@code columnDefinition}, checked to declare exactly this one column: the text goes
     * into DDL, so a second column, a constraint or a comment in it would change the schema behind the
     * mapping's back.
     */
    private static Optional<ColumnDeclaration> declared(Column column, SqlDialect dialect, String table) {
        String text = column.getSqlType();
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ColumnDeclaration.parse(text, dialect));
        } catch (IllegalArgumentException refused) {
            throw SchemaProblem.inColumn(table, column.getName(), refused.getMessage(),
                    "write @Column(columnDefinition = ...) (or @JoinColumn / @DiscriminatorColumn) as one "
                    + (dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "GoogleSQL" : "PostgreSQL")
                    + " column type such as " + (dialect == SqlDialect.GOOGLE_STANDARD_SQL ? "STRING(36)" : "varchar(36)")
                    + ", or leave columnDefinition out and let the mapping choose the type; declare constraints, "
                    + "indexes and other columns with their own annotations");
        }
    }

    static CheckDefinition check(CheckConstraint check) {
        return check.isNamed()
                ? CheckDefinition.named(check.getName(), check.getConstraint())
                : CheckDefinition.unnamed(check.getConstraint());
    }
}
