/**
 * The development emulator: with the {@code spanner-emulator} module on the class path and no
 * {@code spring.datasource.url}, a local Cloud Spanner emulator is started with the application
 * and becomes its database
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration}).
 * In Boot's JDBC test slices it is the test database instead of an embedded one
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorTestDatabaseAutoConfiguration}),
 * and {@code spring.sql.init} treats it as embedded
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorSqlInitializationAutoConfiguration}).
 *
 * <p>Needs the optional {@code spanner-emulator} module on the class path, which applications add as
 * a development dependency. Only {@code DevelopmentEmulatorConfiguration} and {@code DevelopmentDatabase}
 * refer to its types. What Boot reads or loads without it (the auto-configuration's condition, the
 * failure analyzer) names them by string, and the connection details do not need them.
 */
@NullMarked
package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.jspecify.annotations.NullMarked;
