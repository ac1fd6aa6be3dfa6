package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;

/**
 * Explains why {@code spanner.keys.emulator.enabled=true} does nothing when the optional
 * {@code spanner-emulator} module is not on the class path: without it, the application would only
 * fail later for want of a database URL. Logs one warning naming the missing dependency, before any
 * bean is created (so before the failure it explains); changes nothing else.
 */
@AutoConfiguration(before = DataSourceAutoConfiguration.class)
@ConditionalOnMissingClass(SpannerEmulatorAutoConfiguration.SPANNER_EMULATOR_CLASS)
@ConditionalOnBooleanProperty("spanner.keys.emulator.enabled")
@Conditional(NoDataSourceUrlCondition.class)
public final class MissingEmulatorModuleAutoConfiguration {

    static final String WARNING = "spanner.keys.emulator.enabled=true has no effect: the development emulator needs"
            + " dev.spannerkeys:spanner-emulator on the class path. Add it as a development dependency"
            + " (Maven: <scope>runtime</scope> and <optional>true</optional>), or set spring.datasource.url.";

    private static final Log logger = LogFactory.getLog(MissingEmulatorModuleAutoConfiguration.class);

    /**
     * Logs the warning while the bean factory is post-processed, before any singleton (the DataSource,
     * the EntityManagerFactory whose failure the warning explains) is created.
     */
    @Bean
    static BeanFactoryPostProcessor spannerEmulatorModuleMissingWarning() {
        return beanFactory -> logger.warn(WARNING);
    }
}
