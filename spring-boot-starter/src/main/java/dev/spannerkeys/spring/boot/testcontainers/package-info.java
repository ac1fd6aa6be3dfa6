/**
 * Testcontainers support: {@code @ServiceConnection} on a {@code SpannerEmulatorContainer}
 * yields the application's JDBC connection
 * ({@link dev.spannerkeys.spring.boot.testcontainers.SpannerEmulatorContainerConnectionDetailsFactory}).
 * Compiled against optional dependencies; used only when they are on the class path.
 */
@NullMarked
package dev.spannerkeys.spring.boot.testcontainers;

import org.jspecify.annotations.NullMarked;
