/**
 * Spring Boot auto-configuration for hibernate-spanner-keys: the {@code spanner.keys.*}
 * properties ({@link dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties}) and the
 * Hibernate settings derived from them
 * ({@link dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysHibernatePropertiesCustomizer}).
 *
 * <p>Nothing here is meant to be called by applications: add the starter and set properties. The
 * auto-configurations are listed in
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}, and those
 * that Boot's test slices need ({@code @DataJpaTest}, {@code @JdbcTest}, ...) in the slices' own
 * {@code META-INF/spring/*.imports} files. A start-up that fails on a mapping this library cannot
 * serve is reported with the library's description and fix by a failure analyzer registered in
 * {@code META-INF/spring.factories}.
 */
@NullMarked
package dev.spannerkeys.spring.boot.autoconfigure;

import org.jspecify.annotations.NullMarked;
