package dev.spannerkeys.benchmarks.emulator;

import dev.spannerkeys.emulator.EmulatorDatabase;
import dev.spannerkeys.hibernate.internal.id.BitReversedSequenceGenerator;
import dev.spannerkeys.testsupport.CountingSpannerDriver;
import dev.spannerkeys.testsupport.JdbcCounts;
import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.Assigned;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.Generator;
import org.hibernate.id.enhanced.SequenceStyleGenerator;

/**
 * Finds out what Hibernate really built for a variant's id (generator class, sequence, increment,
 * optimizer), the DDL it exported, and how many sequence round trips drawing a number of ids costs:
 * the ids are drawn through the entity's generator exactly as inserts draw them, inside a
 * read-write transaction (stock sequences need one), which is then rolled back.
 */
final class GeneratorProbe {

    /**
     * What one probe found.
     *
     * @param variant    the variant's id
     * @param generator  a description of the generator Hibernate built
     * @param ddl        the DDL Hibernate exported for the entity
     * @param ids        ids drawn (0 if the database assigns them during the INSERT)
     * @param roundTrips sequence round trips the draws cost
     * @param nanos      time the draws took
     * @param firstNanos time the first draw took (for a pooled generator: the first refill, which on
     *                   the emulator also opens the generator's own JDBC client)
     */
    record Result(String variant, String generator, List<String> ddl, int ids, long roundTrips, long nanos,
            long firstNanos) {
    }

    private GeneratorProbe() {
    }

    static Result run(EmulatorDatabase database, HibernateVariant variant, int ids, int batchRows) {
        CountingSpannerDriver.reset();
        try (SessionFactory factory = SessionFactories.create(database, batchRows, variant.settings(), variant.entity())) {
            List<String> ddl = CountingSpannerDriver.ddl();
            Generator generator = factory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel()
                    .getEntityDescriptor(variant.entity()).getGenerator();
            if (!(generator instanceof BeforeExecutionGenerator before) || ids == 0) {
                return new Result(variant.id(), describe(generator), ddl, 0, 0, 0, 0);
            }
            try (Session session = factory.openSession()) {
                Transaction transaction = session.beginTransaction();
                JdbcCounts start = CountingSpannerDriver.counts();
                long started = System.nanoTime();
                long first = 0;
                for (int i = 0; i < ids; i++) {
                    before.generate((SharedSessionContractImplementor) session, null, null, EventType.INSERT);
                    if (i == 0) {
                        first = System.nanoTime() - started;
                    }
                }
                long nanos = System.nanoTime() - started;
                long roundTrips = CountingSpannerDriver.counts().since(start).sequenceFetches();
                transaction.rollback();
                return new Result(variant.id(), describe(generator), ddl, ids, roundTrips, nanos, first);
            }
        }
    }

    static String describe(Generator generator) {
        if (generator instanceof SequenceStyleGenerator sequence) {
            return "Hibernate's SequenceStyleGenerator: sequence "
                    + sequence.getDatabaseStructure().getPhysicalName().getObjectName().getText()
                    + ", increment " + sequence.getDatabaseStructure().getIncrementSize()
                    + ", optimizer " + sequence.getOptimizer().getClass().getSimpleName();
        }
        if (generator instanceof BitReversedSequenceGenerator bitReversed) {
            return "the library's BitReversedSequenceGenerator: sequence " + bitReversed.definition().name()
                    + ", " + bitReversed.poolSize() + " values per round trip, " + bitReversed.prefetchDescription();
        }
        if (generator instanceof Assigned) {
            return "none: the application assigns the key (org.hibernate.generator.Assigned)";
        }
        return generator.getClass().getName()
                + (generator instanceof BeforeExecutionGenerator ? "" : " (the database assigns the key during the INSERT)");
    }
}
