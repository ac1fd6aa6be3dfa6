package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import dev.spannerkeys.transactions.SpannerReads;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.beans.factory.config.EmbeddedValueResolver;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Role;
import org.springframework.orm.jpa.JpaDialect;

/**
 * Spanner transactions from Spring: {@link StaleRead} and {@link TransactionTag} on Spring methods (an advisor
 * ordered before Spring's transaction advisor, and a start-up check of every annotated method), and the application's
 * {@link JpaDialect} wrapped to refuse an isolation level Spanner lacks, naming the {@code @Transactional} method.
 * The property defaults ({@code spanner.keys.read-only.staleness}, {@code spanner.keys.transaction.tag},
 * {@code spanner.keys.transaction.priority}) reach Hibernate through
 * {@code SpannerKeysHibernatePropertiesCustomizer}; the library applies everything when each transaction begins.
 *
 * <p>Backs off when the library or Spring's JPA support is not on the class path; each bean backs off when the
 * application declares its own of the same type.
 */
@AutoConfiguration(after = HibernateJpaAutoConfiguration.class)
@ConditionalOnClass({ SpannerReads.class, JpaDialect.class })
public final class SpannerTransactionsAutoConfiguration {

    /** Static, as post-processors must be: nothing else of this class is needed to create it. */
    @Bean
    @ConditionalOnMissingBean
    static SpannerJpaDialectPostProcessor spannerKeysJpaDialectPostProcessor() {
        return new SpannerJpaDialectPostProcessor();
    }

    @Bean
    @ConditionalOnMissingBean
    static TransactionOptionsCheck spannerKeysTransactionOptionsCheck(ConfigurableBeanFactory beanFactory) {
        return new TransactionOptionsCheck(new EmbeddedValueResolver(beanFactory));
    }

    /** Infrastructure, like Spring's transaction advisor, so every auto-proxy creator applies it. */
    @Bean
    @Role(BeanDefinition.ROLE_INFRASTRUCTURE)
    @ConditionalOnMissingBean
    static TransactionOptionsAdvisor spannerKeysTransactionOptionsAdvisor(ConfigurableBeanFactory beanFactory) {
        return new TransactionOptionsAdvisor(new TransactionOptionsInterceptor(new EmbeddedValueResolver(beanFactory)));
    }
}
