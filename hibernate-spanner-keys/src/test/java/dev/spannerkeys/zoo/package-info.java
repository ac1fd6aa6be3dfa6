/**
 * The model zoo: realistic domain models, each in a subpackage, written the way applications
 * write them (Spring Boot naming and Hibernate's default names, audited base classes, embeddables,
 * inheritance, converters, JSON, arrays, associations, and this library's annotations in
 * combination), and the tests that run every schema action on each of them in both dialects
 * ({@link dev.spannerkeys.zoo.ZooMatrixTest}), check that a clean start logs no warning
 * ({@link dev.spannerkeys.zoo.CleanStartLogTest}) and keep docs/supported-mappings.md true
 * ({@link dev.spannerkeys.zoo.SupportedMappingsDocTest}).
 *
 * <p>A model is a {@link dev.spannerkeys.zoo.ZooModel}: its classes, its Hibernate settings, a few
 * rows to write and read back, optionally a next version for {@code update}, and the rows of the
 * supported-mappings table it exercises. Add one to {@link dev.spannerkeys.zoo.ZooModels#all()}.
 * {@code -Dzoo.models=shop,music} runs only those models, {@code -Dzoo.timing=true} prints how long
 * each step takes, {@code -Dzoo.showSql=true} prints the SQL.
 */
package dev.spannerkeys.zoo;
