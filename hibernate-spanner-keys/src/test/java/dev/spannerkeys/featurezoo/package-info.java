/**
 * The feature zoo: one small model per Hibernate or JPA feature, each in a subpackage named after the feature (as
 * Hibernate's own test tree has them), beside the model zoo's realistic domains ({@code dev.spannerkeys.zoo}). A model
 * is a {@link dev.spannerkeys.featurezoo.FeatureModel}: its entities, its tables, a scenario of a few steps that checks
 * in the database what the feature must do, and the writes it declares DML in the mutation write modes, with the
 * reason. {@link dev.spannerkeys.featurezoo.GoogleSqlFeatureZooTest} and
 * {@link dev.spannerkeys.featurezoo.PostgreSqlFeatureZooTest} run every model through the schema actions and every
 * write mode ({@link dev.spannerkeys.featurezoo.FeatureZooContract}); the feature table of
 * docs/supported-mappings.md is checked against the models by {@code SupportedMappingsDocTest}. Add a model to
 * {@link dev.spannerkeys.featurezoo.FeatureModels#all()}; {@code -Dfeatures=word,word} runs only the models whose
 * class names contain a word, {@code -Dfeatures.trace=true} prints each model as it starts,
 * {@code -Dzoo.showSql=true} prints the SQL.
 *
 * <p>Each test class has databases of its own; nothing is shared between classes but the JVM's emulator (each
 * writing session factory has its own JCache manager), so the classes may run in parallel.
 */
package dev.spannerkeys.featurezoo;
