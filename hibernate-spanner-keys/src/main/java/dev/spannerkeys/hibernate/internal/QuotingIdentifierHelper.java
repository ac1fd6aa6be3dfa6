package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.internal.schema.SpannerIdentifiers;
import dev.spannerkeys.internal.schema.SqlDialect;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.engine.jdbc.env.spi.IdentifierHelper;

/**
 * Hibernate's identifier helper for a Spanner dialect, quoting in addition every name the dialect's SQL
 * must quote ({@link SpannerIdentifiers#mustQuote}): its reserved keywords ({@code Order}, {@code User} in
 * PostgreSQL, {@code At} in GoogleSQL) and names that are not regular identifiers ({@code hire date}).
 * Hibernate asks it for every table, column, index and sequence name it binds, so its DDL, DML and queries
 * quote the same names as the library's DDL, without {@code hibernate.auto_quote_keyword}; what the
 * helper already quotes (a quoted name in the mapping, {@code hibernate.globally_quoted_identifiers},
 * {@code hibernate.auto_quote_keyword}'s wider list) stays quoted. Names with a dot are left alone: a dot
 * separates a schema from a name. This is the decorator Hibernate's own HANA dialect uses for names with
 * special characters.
 */
public final class QuotingIdentifierHelper implements IdentifierHelper {

    private final IdentifierHelper helper;
    private final SqlDialect dialect;

    private QuotingIdentifierHelper(IdentifierHelper helper, SqlDialect dialect) {
        this.helper = helper;
        this.dialect = dialect;
    }

    /** {@code helper}, quoting what {@code dialect} must quote. */
    public static IdentifierHelper of(IdentifierHelper helper, SqlDialect dialect) {
        return helper == null ? null : new QuotingIdentifierHelper(helper, dialect);
    }

    @Override
    public Identifier normalizeQuoting(Identifier identifier) {
        Identifier normalized = helper.normalizeQuoting(identifier);
        if (normalized == null || normalized.isQuoted() || normalized.getText().indexOf('.') >= 0
                || !SpannerIdentifiers.mustQuote(dialect, normalized.getText())) {
            return normalized;
        }
        return normalized.quoted();
    }

    @Override
    public Identifier toIdentifier(String text) {
        return normalizeQuoting(Identifier.toIdentifier(text));
    }

    @Override
    public Identifier toIdentifier(String text, boolean quoted) {
        return normalizeQuoting(Identifier.toIdentifier(text, quoted));
    }

    @Override
    public Identifier toIdentifier(String text, boolean quoted, boolean isExplicit) {
        return normalizeQuoting(Identifier.toIdentifier(text, quoted, true, isExplicit));
    }

    @Override
    public Identifier applyGlobalQuoting(String text) {
        return helper.applyGlobalQuoting(text);
    }

    @Override
    public boolean isReservedWord(String word) {
        return SpannerIdentifiers.isReservedIn(dialect, word);
    }

    @Override
    public String toMetaDataCatalogName(Identifier catalogIdentifier) {
        return helper.toMetaDataCatalogName(catalogIdentifier);
    }

    @Override
    public String toMetaDataSchemaName(Identifier schemaIdentifier) {
        return helper.toMetaDataSchemaName(schemaIdentifier);
    }

    @Override
    public String toMetaDataObjectName(Identifier identifier) {
        return helper.toMetaDataObjectName(identifier);
    }
}
