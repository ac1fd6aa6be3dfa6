package dev.spannerkeys.spring.boot.autoconfigure.data;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.data.jpa.repository.support.JpaRepositoryFactoryBean;

/**
 * Spring Data JPA repositories get {@link SpannerKeysJpaRepository} as their base class, so that
 * {@code save()} of a new entity whose key parts a generator fills in (an interleaved child's
 * {@code @IdClass} key with the parent's part set and its own part from {@code @BitReversedSequence}, for
 * instance) inserts it without reading first, in every write mode, and without {@code Persistable}.
 * A repository whose application names its own base class ({@code @EnableJpaRepositories(repositoryBaseClass
 * = ...)}) keeps it; that is logged once per repository.
 */
@AutoConfiguration
@ConditionalOnClass(JpaRepositoryFactoryBean.class)
public final class SpannerKeysDataJpaAutoConfiguration {

    /** Created by Spring Boot. */
    public SpannerKeysDataJpaAutoConfiguration() {
    }

    /**
     * Sets the base class on each repository factory before it creates its repository.
     *
     * @return the post-processor
     */
    @Bean
    static BeanPostProcessor spannerKeysRepositoryBaseClass() {
        return new RepositoryBaseClass();
    }

    /** Adds the base class to every {@link JpaRepositoryFactoryBean} that does not name one. */
    static final class RepositoryBaseClass implements BeanPostProcessor, BeanFactoryAware {

        private static final Log LOG = LogFactory.getLog(SpannerKeysDataJpaAutoConfiguration.class);

        private ConfigurableListableBeanFactory beanFactory;

        @Override
        public void setBeanFactory(BeanFactory beanFactory) {
            this.beanFactory = beanFactory instanceof ConfigurableListableBeanFactory listable ? listable : null;
        }

        @Override
        public Object postProcessBeforeInitialization(Object bean, String beanName) throws BeansException {
            if (bean instanceof JpaRepositoryFactoryBean<?, ?, ?> factoryBean) {
                if (namesItsOwnBaseClass(beanName)) {
                    LOG.info("Spring Data repository '" + beanName + "' has its own base class: save() decides "
                            + "whether an entity is new as that class does (an entity with a generated key part "
                            + "still null may be read before it is inserted)");
                } else {
                    factoryBean.addRepositoryFactoryCustomizer(
                            factory -> factory.setRepositoryBaseClass(SpannerKeysJpaRepository.class));
                }
            }
            return bean;
        }

        private boolean namesItsOwnBaseClass(String beanName) {
            return beanFactory != null && beanFactory.containsBeanDefinition(beanName)
                    && beanFactory.getBeanDefinition(beanName).getPropertyValues().contains("repositoryBaseClass");
        }
    }
}
