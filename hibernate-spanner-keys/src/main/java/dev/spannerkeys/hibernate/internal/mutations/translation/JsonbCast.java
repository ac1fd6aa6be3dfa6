package dev.spannerkeys.hibernate.internal.mutations.translation;

import java.util.Locale;
import org.hibernate.dialect.type.PostgreSQLCastingJsonJdbcType;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.metamodel.mapping.SelectableMapping;
import org.hibernate.type.descriptor.jdbc.JdbcType;

/**
 * The one SQL expression around a parameter that a mutation can still express: Hibernate's
 * PostgreSQL JSON type writes a {@code jsonb} column as {@code cast(? as jsonb)} and binds the
 * document as text ({@code setString}). The cast only tells the database the text's type; a
 * mutation says the same by sending the text as a {@code jsonb} value
 * ({@code Value.pgJsonb}), which writes exactly what the statement would have written.
 *
 * <p>Accepted only when the expression is the one Hibernate's own JDBC type adds (a
 * {@link PostgreSQLCastingJsonJdbcType} of a plain JSON attribute, not an aggregate of an embeddable
 * mapped as JSON): a {@code @ColumnTransformer} around it would read {@code cast(cast(? as jsonb) as
 * jsonb)}, and any other expression stays DML.
 *
 * <p>Stateless and thread-safe.
 */
public final class JsonbCast {

    /** Hibernate's write expression for a {@code jsonb} column, normalized ({@link #normalized}). */
    private static final String CAST = "cast(?asjsonb)";

    private JsonbCast() {
    }

    /**
     * Whether {@code selectable} is written through exactly Hibernate's {@code cast(? as jsonb)} of a
     * PostgreSQL JSON attribute, and so may be written as a mutation value.
     */
    public static boolean isWrittenThrough(SelectableMapping selectable) {
        String expression = selectable.getWriteExpression();
        return expression != null && CAST.equals(normalized(expression)) && appliesTo(selectable.getJdbcMapping());
    }

    /** Whether values of {@code mapping} are bound as text for Hibernate's {@code cast(? as jsonb)}. */
    static boolean appliesTo(JdbcMapping mapping) {
        if (mapping == null) {
            return false;
        }
        JdbcType type = mapping.getJdbcType();
        return type instanceof PostgreSQLCastingJsonJdbcType json && json.getEmbeddableMappingType() == null;
    }

    private static String normalized(String expression) {
        StringBuilder text = new StringBuilder(expression.length());
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (!Character.isWhitespace(c)) {
                text.append(c);
            }
        }
        return text.toString().toLowerCase(Locale.ROOT);
    }
}
