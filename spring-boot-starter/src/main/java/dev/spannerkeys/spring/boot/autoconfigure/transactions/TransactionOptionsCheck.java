package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import java.lang.reflect.Modifier;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.aop.support.AopUtils;
import org.springframework.beans.factory.BeanCreationException;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.transaction.annotation.AnnotationTransactionAttributeSource;
import org.springframework.transaction.interceptor.TransactionAttribute;
import org.springframework.util.ReflectionUtils;
import org.springframework.util.StringValueResolver;

/**
 * Checks every {@link StaleRead} and {@link TransactionTag} of a bean when the bean is created, so that a value the
 * library cannot honour stops the application at start-up instead of failing its first call: the same reading as
 * at call time ({@link TransactionOptions}), and a stale read on a method whose own {@code @Transactional} is a
 * read-write transaction, which Spanner never runs stale.
 */
final class TransactionOptionsCheck implements BeanPostProcessor {

    private static final Set<Class<? extends java.lang.annotation.Annotation>> ANNOTATIONS = Set.of(StaleRead.class,
            TransactionTag.class);

    private final @Nullable StringValueResolver resolver;
    private final AnnotationTransactionAttributeSource transactions = new AnnotationTransactionAttributeSource(false);

    TransactionOptionsCheck(@Nullable StringValueResolver resolver) {
        this.resolver = resolver;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        Class<?> type = AopUtils.getTargetClass(bean);
        if (!AnnotationUtils.isCandidateClass(type, ANNOTATIONS)) {
            return bean;
        }
        ReflectionUtils.doWithMethods(type, method -> {
            try {
                TransactionOptions options = TransactionOptions.of(method, type, resolver);
                if (options != null && options.staleness() != null) {
                    TransactionAttribute transaction = transactions.getTransactionAttribute(method, type);
                    if (transaction != null && !transaction.isReadOnly()) {
                        throw new IllegalStateException("@StaleRead on " + options.method() + " (" + options.staleness()
                                + ") meets the method's @Transactional, a read-write transaction, which Spanner never "
                                + "runs stale. Fix: @Transactional(readOnly = true) on it, or drop @StaleRead");
                    }
                }
            } catch (IllegalStateException e) {
                throw new BeanCreationException(beanName, e.getMessage(), e);
            }
        }, method -> Modifier.isPublic(method.getModifiers()) && method.getDeclaringClass() != Object.class);
        return bean;
    }
}
