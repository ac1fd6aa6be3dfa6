package dev.spannerkeys.spring.boot.transactions;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.context.event.EventListener;
import org.springframework.resilience.retry.MethodRetryEvent;
import org.springframework.stereotype.Component;

/** The failures {@code @Retryable} retried (Spring publishes one event per retry). */
@Component
class RetryEvents {

    final List<Throwable> failures = new CopyOnWriteArrayList<>();

    @EventListener
    void retried(MethodRetryEvent event) {
        failures.add(event.getFailure());
    }
}
