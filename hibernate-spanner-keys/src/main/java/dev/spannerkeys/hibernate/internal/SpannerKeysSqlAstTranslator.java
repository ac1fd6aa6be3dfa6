package dev.spannerkeys.hibernate.internal;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import org.hibernate.dialect.sql.ast.SpannerSqlAstTranslator;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.sql.ast.tree.Statement;
import org.hibernate.sql.ast.tree.select.SelectStatement;
import org.hibernate.sql.exec.spi.JdbcOperation;

/**
 * Hibernate's GoogleSQL translator, with a pessimistic lock rendered as Spanner's statement hint
 * {@code @{LOCK_SCANNED_RANGES=exclusive} SELECT ...} (see {@link LockHint}). Used by
 * {@link SpannerKeysDialect}.
 */
public final class SpannerKeysSqlAstTranslator<T extends JdbcOperation> extends SpannerSqlAstTranslator<T> {

    private int selectDepth;

    public SpannerKeysSqlAstTranslator(SessionFactoryImplementor sessionFactory, Statement statement) {
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
