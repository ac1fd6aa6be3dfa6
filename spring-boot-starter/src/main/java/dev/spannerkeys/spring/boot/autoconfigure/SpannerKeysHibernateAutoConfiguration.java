package dev.spannerkeys.spring.boot.autoconfigure;

import dev.spannerkeys.hibernate.SpannerKeysDialect;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.orm.jpa.vendor.Database;

/**
 * Applies the {@code spanner.keys.*} properties to Hibernate through a
 * {@link SpannerKeysHibernatePropertiesCustomizer}: JDBC batching and ordered inserts on by
 * default, sequence refill settings, and a forced dialect when one is configured.
 *
 * <p>Runs before Boot's {@link HibernateJpaAutoConfiguration}, which collects the customizers.
 * Backs off when Boot's Hibernate support or this library is not on the class path, and when the
 * application declares its own {@link SpannerKeysHibernatePropertiesCustomizer}.
 */
@AutoConfiguration(before = HibernateJpaAutoConfiguration.class)
@ConditionalOnClass({ HibernatePropertiesCustomizer.class, SpannerKeysDialect.class })
@EnableConfigurationProperties(SpannerKeysProperties.class)
public final class SpannerKeysHibernateAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    SpannerKeysHibernatePropertiesCustomizer spannerKeysHibernatePropertiesCustomizer(SpannerKeysProperties properties,
            ObjectProvider<JpaProperties> jpaProperties) {
        JpaProperties jpa = jpaProperties.getIfAvailable();
        boolean dialectChosenElsewhere = jpa != null
                && (jpa.getDatabasePlatform() != null || (jpa.getDatabase() != null && jpa.getDatabase() != Database.DEFAULT));
        return new SpannerKeysHibernatePropertiesCustomizer(properties, dialectChosenElsewhere);
    }
}
