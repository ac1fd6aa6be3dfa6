package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.spannerkeys.internal.transactions.TransactionRequests;
import dev.spannerkeys.internal.transactions.TransactionRequests.Request;
import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import dev.spannerkeys.transactions.RequestPriority;
import dev.spannerkeys.transactions.SpannerReads;
import dev.spannerkeys.transactions.Staleness;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.IllegalTransactionStateException;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.EnableTransactionManagement;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.AbstractPlatformTransactionManager;
import org.springframework.transaction.support.DefaultTransactionStatus;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The auto-configuration without a database: its beans and when it backs off; the annotations' order around Spring's
 * transaction advisor, seen by a transaction manager that records what was asked when each transaction began; and
 * the start-up refusal of annotations the library cannot honour.
 */
class SpannerTransactionsAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SpannerTransactionsAutoConfiguration.class));

    /** Records, at each begin, what the code around it asked of the transaction. */
    static final class RecordingTransactionManager extends AbstractPlatformTransactionManager {
        final List<Request> begun = new ArrayList<>();

        @Override
        protected Object doGetTransaction() {
            return new Object();
        }

        @Override
        protected void doBegin(Object transaction, TransactionDefinition definition) {
            begun.add(TransactionRequests.current());
        }

        @Override
        protected void doCommit(DefaultTransactionStatus status) {
        }

        @Override
        protected void doRollback(DefaultTransactionStatus status) {
        }
    }

    public static class Orders {
        @TransactionTag(value = "checkout", priority = "low")
        @Transactional
        public void place() {
        }

        @StaleRead(exactStaleness = "10s")
        @Transactional(readOnly = true)
        public void recent() {
        }

        @StaleRead(maxStaleness = "15s")
        public void summary() {
        }
    }

    @TransactionTag("${orders.tag}")
    public static class TaggedByClass {
        @Transactional
        public void anything() {
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableTransactionManagement
    static class WithTransactions {
        @Bean
        RecordingTransactionManager transactionManager() {
            return new RecordingTransactionManager();
        }

        @Bean
        Orders orders() {
            return new Orders();
        }

        @Bean
        TaggedByClass taggedByClass() {
            return new TaggedByClass();
        }
    }

    @Test
    void registersItsBeansAndBacksOffWithoutTheLibrary() {
        runner.run(context -> assertThat(context).hasSingleBean(SpannerJpaDialectPostProcessor.class)
                .hasSingleBean(TransactionOptionsCheck.class).hasSingleBean(TransactionOptionsAdvisor.class));
        runner.withClassLoader(new FilteredClassLoader(SpannerReads.class))
                .run(context -> assertThat(context).doesNotHaveBean(TransactionOptionsAdvisor.class));
    }

    @Test
    void theAnnotationsAreInForceWhenTheMethodsTransactionBegins() {
        runner.withUserConfiguration(WithTransactions.class).withPropertyValues("orders.tag=orders/all").run(context -> {
            RecordingTransactionManager transactions = context.getBean(RecordingTransactionManager.class);
            context.getBean(Orders.class).place();
            context.getBean(Orders.class).recent();
            context.getBean(TaggedByClass.class).anything();

            assertThat(transactions.begun).extracting(Request::tag).containsExactly("checkout", null, "orders/all");
            assertThat(transactions.begun).extracting(Request::priority).containsExactly(RequestPriority.LOW, null, null);
            assertThat(transactions.begun).extracting(Request::staleness)
                    .containsExactly(null, Staleness.exact(Duration.ofSeconds(10)), null);
            assertThat(TransactionRequests.current()).isEqualTo(Request.NONE);
        });
    }

    @Test
    void aStaleReadInsideARunningTransactionIsRefused() {
        runner.withUserConfiguration(WithTransactions.class).withPropertyValues("orders.tag=x").run(context -> {
            Orders orders = context.getBean(Orders.class);
            Throwable refused = catchThrowable(() -> new TransactionTemplate(context.getBean(
                    RecordingTransactionManager.class)).executeWithoutResult(status -> orders.summary()));
            assertThat(refused).isInstanceOf(IllegalTransactionStateException.class)
                    .hasMessageContaining("@StaleRead on Orders.summary (max:15s) is called inside a read-write transaction");
        });
    }

    public static class StaleWriter {
        @StaleRead(maxStaleness = "15s")
        @Transactional
        public void update() {
        }
    }

    public static class NoStaleness {
        @StaleRead
        public void read() {
        }
    }

    public static class NotADuration {
        @StaleRead(exactStaleness = "soon")
        public void read() {
        }
    }

    public static class LongTag {
        @TransactionTag("a-tag-that-is-longer-than-the-fifty-characters-spanner-keeps")
        public void write() {
        }
    }

    public static class UnknownPriority {
        @TransactionTag(value = "report", priority = "urgent")
        public void write() {
        }
    }

    @Test
    void whatTheLibraryCannotHonourStopsTheStart() {
        assertStartFails(StaleWriter.class, "@StaleRead on StaleWriter.update (max:15s) meets the method's @Transactional,"
                + " a read-write transaction");
        assertStartFails(NoStaleness.class, "@StaleRead on NoStaleness.read names no staleness");
        assertStartFails(NotADuration.class, "'soon' is not a duration");
        assertStartFails(LongTag.class, "a Spanner tag has at most 50 characters");
        assertStartFails(UnknownPriority.class, "'urgent' is not a request priority");
    }

    private void assertStartFails(Class<?> bean, String message) {
        runner.withBean(bean).run(context -> assertThat(context).getFailure()
                .hasStackTraceContaining(message).hasStackTraceContaining("Fix:"));
    }
}
