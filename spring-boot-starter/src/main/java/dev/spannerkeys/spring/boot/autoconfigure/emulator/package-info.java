/**
 * The development emulator: with {@code spanner.keys.emulator.enabled=true} and no
 * {@code spring.datasource.url}, a local Cloud Spanner emulator is started with the application
 * and becomes its database
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration}).
 *
 * <p>Needs the optional {@code spanner-emulator} module on the class path, which applications add as
 * a development dependency. Only the auto-configuration's beans and {@code DevelopmentDatabase}
 * refer to its types. What Boot reads or loads without it (the auto-configuration's condition, the
 * failure analyzer) names them by string, and the connection details do not need them.
 */
@NullMarked
package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.jspecify.annotations.NullMarked;
