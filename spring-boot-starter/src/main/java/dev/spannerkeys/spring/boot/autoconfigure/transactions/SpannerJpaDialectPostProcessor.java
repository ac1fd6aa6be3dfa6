package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.orm.jpa.AbstractEntityManagerFactoryBean;
import org.springframework.orm.jpa.JpaDialect;

/**
 * Wraps the {@link JpaDialect} of each entity manager factory bean in a {@link SpannerJpaDialect} once the factory is
 * built (its vendor adapter's dialect is known then), before the transaction manager reads it: Spring's
 * {@code JpaTransactionManager} takes the dialect from the factory, and exception translation asks the factory bean.
 */
final class SpannerJpaDialectPostProcessor implements BeanPostProcessor {

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof AbstractEntityManagerFactoryBean factory) {
            JpaDialect dialect = factory.getJpaDialect();
            if (dialect != null && !(dialect instanceof SpannerJpaDialect)) {
                factory.setJpaDialect(new SpannerJpaDialect(dialect));
            }
        }
        return bean;
    }
}
