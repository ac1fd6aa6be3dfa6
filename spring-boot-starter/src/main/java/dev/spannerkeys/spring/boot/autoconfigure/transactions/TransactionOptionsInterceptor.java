package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.internal.transactions.TransactionRequests;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.aopalliance.intercept.MethodInterceptor;
import org.aopalliance.intercept.MethodInvocation;
import org.jspecify.annotations.Nullable;
import org.springframework.aop.support.AopUtils;
import org.springframework.core.MethodClassKey;
import org.springframework.transaction.IllegalTransactionStateException;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.util.StringValueResolver;

/**
 * Runs a method annotated {@code @StaleRead} or {@code @TransactionTag} with what it asks in force for the Spanner
 * transactions that begin on the thread while it runs (the library applies it when each begins). Ordered before
 * Spring's transaction interceptor, so the method's own transaction begins inside. A stale read called inside a
 * transaction that is running already is refused: that transaction's staleness was fixed when it began.
 */
final class TransactionOptionsInterceptor implements MethodInterceptor {

    /** Methods without options map to this. */
    private static final TransactionOptions NONE = new TransactionOptions("", null, null, null);

    private final Map<MethodClassKey, TransactionOptions> options = new ConcurrentHashMap<>();
    private final @Nullable StringValueResolver resolver;

    TransactionOptionsInterceptor(@Nullable StringValueResolver resolver) {
        this.resolver = resolver;
    }

    @Override
    public @Nullable Object invoke(MethodInvocation invocation) throws Throwable {
        Object target = invocation.getThis();
        Class<?> targetClass = target == null ? invocation.getMethod().getDeclaringClass() : AopUtils.getTargetClass(target);
        TransactionOptions asked = options.computeIfAbsent(new MethodClassKey(invocation.getMethod(), targetClass), key -> {
            Method method = AopUtils.getMostSpecificMethod(invocation.getMethod(), targetClass);
            TransactionOptions read = TransactionOptions.of(method, targetClass, resolver);
            return read == null ? NONE : read;
        });
        if (asked == NONE) {
            return invocation.proceed();
        }
        if (asked.staleness() != null && TransactionSynchronizationManager.isActualTransactionActive()) {
            throw new IllegalTransactionStateException("@StaleRead on " + asked.method() + " (" + asked.staleness()
                    + ") is called inside a " + (TransactionSynchronizationManager.isCurrentTransactionReadOnly()
                            ? "read-only" : "read-write")
                    + " transaction that is running already, whose staleness was fixed when it began (a read-write "
                    + "transaction is never stale). Fix: call " + asked.method() + " outside that transaction, or "
                    + "put @StaleRead on the method that begins it");
        }
        return TransactionRequests.with(asked.request(), invocation::proceed);
    }
}
