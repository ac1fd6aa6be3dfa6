package dev.spannerkeys.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The container of repeated {@link SuppressAdvisorRule} annotations; the compiler writes it, users need not. */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.FIELD, ElementType.METHOD})
public @interface SuppressAdvisorRules {

    /** The suppressions. */
    SuppressAdvisorRule[] value();
}
