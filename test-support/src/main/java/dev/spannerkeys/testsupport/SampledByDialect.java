package dev.spannerkeys.testsupport;

import dev.spannerkeys.emulator.DatabaseDialect;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a dialect contract, an abstract test class run by two concrete classes named {@code GoogleSql...} and
 * {@code PostgreSql...}, whose dialects {@link TestSample} splits between a CI run's legs: the covering sample (the
 * README's command, CI's Java 17 leg) runs the class of dialect {@link #cover()}, {@code -Dzoo.sample=rest} (CI's
 * Java 25 leg) the other, {@code -Dzoo.sample=every} both. A CI run so takes the contract in both dialects, and on
 * both Hibernate versions. {@link SampledByDialectFilter} leaves the other class out of the run (it is not reported
 * as skipped). Use it where the two classes prove the same behaviour through the two dialects' SQL, not where a
 * class samples its own cells by dialect (the feature zoo).
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SampledByDialect {

    /** The dialect whose class the covering sample runs; alternate it between contracts to keep each leg mixed. */
    DatabaseDialect cover();
}
