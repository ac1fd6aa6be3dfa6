/**
 * The development emulator: with {@code spanner.keys.emulator.enabled=true} and no
 * {@code spring.datasource.url}, a local Cloud Spanner emulator is started with the application
 * and becomes its database
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.emulator.SpannerEmulatorAutoConfiguration}).
 */
@NullMarked
package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.jspecify.annotations.NullMarked;
