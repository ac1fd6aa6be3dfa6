package dev.spannerkeys.featurezoo;

import dev.spannerkeys.internal.schema.SqlDialect;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One small model of the feature zoo: the entities that use one Hibernate or JPA feature (and as little else as
 * possible), and a scenario that writes, changes and deletes a few rows through it, checking in the database what
 * each step must leave there. {@link FeatureZooContract} runs every model in every write mode on one database per
 * dialect and compares, table by table and column by column, the rows each mutation mode leaves after every step
 * with the rows the {@code dml} mode (stock Hibernate's statements) left.
 *
 * <p>Models use assigned keys and fixed values so that two runs write the same rows; a value that differs from run
 * to run by design (a timestamp version, a random hidden key) is named in {@link #volatileColumns()} and compared as
 * set or null only.
 */
public interface FeatureModel {

    /** The rows of the feature table of docs/supported-mappings.md this model exercises. */
    List<String> features();

    /** The annotated classes of the model. */
    List<Class<?>> entities();

    /** The tables the model writes, as plain SQL names them (lower case): the rows compared across write modes. */
    List<String> tables();

    /** Columns ({@code table.column}, lower case) whose values differ between runs by design. */
    default Set<String> volatileColumns() {
        return Set.of();
    }

    /** Runs the scenario: each step in its own transaction, snapshotted after it; asserts what the database holds. */
    void run(FeatureRun run) throws Exception;

    /**
     * The reasons ({@code DmlFallbacks} fragments) for which writes of this model run as DML in the mutation write
     * modes, by feature row (several reasons separated by {@code "; "}); a feature absent here has every write
     * carried as a mutation. The contract fails on a DML write whose reason the model does not declare, and on a
     * declared reason no mutation mode showed.
     */
    default Map<String, String> dmlFallbacks() {
        return Map.of();
    }

    /** As {@link #dmlFallbacks()}, for {@code dialect}, where the reasons differ between dialects. */
    default Map<String, String> dmlFallbacks(SqlDialect dialect) {
        return dmlFallbacks();
    }

    /**
     * The fragment of the bootstrap error refusing this model in {@code dialect}, or empty when it runs there.
     * A refused model is kept out of the shared persistence unit and asserted refused on its own.
     */
    default Optional<String> refusalIn(SqlDialect dialect) {
        return Optional.empty();
    }


    /**
     * A defect of the library this model still meets, being fixed elsewhere: the fragment of the error its bootstrap
     * fails with now. Such a model is kept out of the shared persistence unit and asserted to fail that way on its
     * own, so that the test fails, and the model is put back, as soon as the fix lands.
     */
    default Optional<String> knownDefect() {
        return Optional.empty();
    }

    /**
     * The tenants of a model that runs in a persistence unit of its own, each tenant in a database of its own (a
     * {@code MultiTenantConnectionProvider}); empty for a model of the shared persistence unit.
     */
    default List<String> tenantDatabases() {
        return List.of();
    }

    /**
     * Whether the writes {@link #dmlFallbacks()} declares run as DML with some Hibernate 7.4 releases only (the
     * statements differ between releases): the contract then does not require them to occur.
     */
    default boolean dmlFallbacksDependOnHibernateVersion() {
        return false;
    }
}
