package dev.spannerkeys.spring.boot.autoconfigure.transactions;

import dev.spannerkeys.spring.transactions.StaleRead;
import dev.spannerkeys.spring.transactions.TransactionTag;
import org.aopalliance.aop.Advice;
import org.springframework.aop.Pointcut;
import org.springframework.aop.support.AbstractPointcutAdvisor;
import org.springframework.aop.support.ComposablePointcut;
import org.springframework.aop.support.annotation.AnnotationMatchingPointcut;
import org.springframework.core.Ordered;

/**
 * Applies {@link TransactionOptionsInterceptor} to beans with methods (or classes) annotated {@link StaleRead} or
 * {@link TransactionTag}. Its order comes before Spring's transaction advisor ({@code @EnableTransactionManagement}
 * orders it last by default), so the interceptor runs outside the method's transaction; retry support added
 * before existing advisors ({@code @Retryable}) runs outside it again, so each attempt is tagged alike.
 */
final class TransactionOptionsAdvisor extends AbstractPointcutAdvisor {

    private static final long serialVersionUID = 1L;

    /** Before {@code Ordered.LOWEST_PRECEDENCE}, the transaction advisor's default order. */
    static final int ORDER = Ordered.LOWEST_PRECEDENCE - 100;

    private final transient TransactionOptionsInterceptor interceptor;
    private final transient Pointcut pointcut = new ComposablePointcut(new AnnotationMatchingPointcut(StaleRead.class, true))
            .union(new AnnotationMatchingPointcut(null, StaleRead.class, true))
            .union(new AnnotationMatchingPointcut(TransactionTag.class, true))
            .union(new AnnotationMatchingPointcut(null, TransactionTag.class, true));

    TransactionOptionsAdvisor(TransactionOptionsInterceptor interceptor) {
        this.interceptor = interceptor;
        setOrder(ORDER);
    }

    @Override
    public Pointcut getPointcut() {
        return pointcut;
    }

    @Override
    public Advice getAdvice() {
        return interceptor;
    }
}
