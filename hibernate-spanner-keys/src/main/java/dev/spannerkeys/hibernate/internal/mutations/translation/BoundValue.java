package dev.spannerkeys.hibernate.internal.mutations.translation;

import org.hibernate.engine.jdbc.mutation.ParameterUsage;
import org.hibernate.sql.model.MutationOperation;
import org.hibernate.sql.model.jdbc.JdbcValueDescriptor;

/**
 * A value Hibernate bound for a write, as it was bound (for binding it again to a DML statement),
 * with the operation and parameter it belongs to (for converting it into a mutation value).
 *
 * @param value the JDBC value, before Hibernate's JDBC type binds it
 * @param tableName the table name as Hibernate passed it
 * @param columnName the column name as Hibernate passed it
 * @param usage whether the value is written ({@code SET}) or identifies the row ({@code RESTRICT})
 * @param operation the operation (table) of the write the value belongs to
 * @param descriptor the statement parameter the value binds to
 */
public record BoundValue(Object value, String tableName, String columnName, ParameterUsage usage,
        MutationOperation operation, JdbcValueDescriptor descriptor) {
}
