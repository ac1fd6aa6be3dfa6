package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import org.springframework.boot.autoconfigure.condition.ConditionMessage;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.springframework.util.StringUtils;

/**
 * Matches when {@code spring.datasource.url} is not set. A configured URL means the application
 * already names its database (Cloud Spanner or another emulator), so the development emulator
 * must not replace it.
 */
final class NoDataSourceUrlCondition extends SpringBootCondition {

    static final String DATASOURCE_URL = "spring.datasource.url";

    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
        ConditionMessage.Builder message = ConditionMessage.forCondition("NoDataSourceUrl");
        String url = context.getEnvironment().getProperty(DATASOURCE_URL);
        if (StringUtils.hasText(url)) {
            return ConditionOutcome.noMatch(message.because(DATASOURCE_URL + " is set"));
        }
        return ConditionOutcome.match(message.because(DATASOURCE_URL + " is not set"));
    }
}
