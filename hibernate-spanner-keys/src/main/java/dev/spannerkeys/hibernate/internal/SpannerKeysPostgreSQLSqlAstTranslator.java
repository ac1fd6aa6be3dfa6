package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.SpannerKeysPostgreSQLDialect;
import org.hibernate.dialect.sql.ast.SpannerPostgreSQLSqlAstTranslator;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.sql.ast.tree.Statement;
import org.hibernate.sql.ast.tree.select.SelectStatement;
import org.hibernate.sql.exec.spi.JdbcOperation;

/**
 * Hibernate's translator for PostgreSQL-dialect Spanner databases, with a pessimistic lock rendered as
 * Spanner's statement hint {@code /*@ LOCK_SCANNED_RANGES=exclusive *}{@code / SELECT ...} (see {@link LockHint}). Used by
 * {@link SpannerKeysPostgreSQLDialect}.
 */
public final class SpannerKeysPostgreSQLSqlAstTranslator<T extends JdbcOperation> extends SpannerPostgreSQLSqlAstTranslator<T> {

    private int selectDepth;

    public SpannerKeysPostgreSQLSqlAstTranslator(SessionFactoryImplementor sessionFactory, Statement statement) {
        super(sessionFactory, statement);
    }

    @Override
    public void visitSelectStatement(SelectStatement statement) {
        selectDepth++;
        try {
            super.visitSelectStatement(statement);
        } finally {
            selectDepth--;
        }
        if (selectDepth == 0) {
            LockHint.prefix(getSqlBuffer(), getLockingClauseStrategy());
        }
    }
}
