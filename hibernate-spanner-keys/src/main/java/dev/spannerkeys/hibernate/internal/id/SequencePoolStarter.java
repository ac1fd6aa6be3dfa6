package dev.spannerkeys.hibernate.internal.id;

import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.config.SpannerKeysDialectSupport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.generator.Generator;
import org.hibernate.id.CompositeNestedGeneratedValueGenerator;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.tool.schema.Action;

/**
 * Opens the refill connections of every {@code @BitReversedSequence} pool and draws its first batch
 * once the session factory has been built (after the schema action, so a sequence created by it is
 * there), unless {@link SpannerKeysSettings#SEQUENCE_PREFETCH_ON_START} is {@code false} or the schema
 * action is {@code drop} (the sequences are gone): the first
 * transaction of the application then neither opens a client nor waits for a round trip. With a database
 * per tenant nothing is drawn: the start knows no tenant, and each tenant's pool draws at its first id
 * ({@link BitReversedSequenceGenerator#startWith}). Registered in {@code META-INF/services}.
 *
 * <p>A first draw that fails is logged as a warning with its cause and left to the first id drawn,
 * which reports it as usual; the session factory starts anyway (the database may come up later), and
 * the sequences not drawn yet are left to their first id as well, so that an unreachable database
 * delays the start by at most the refill timeout of one connection and one fetch.
 */
public final class SequencePoolStarter implements Integrator {

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        sessionFactory.addObserver(new SessionFactoryObserver() {
            @Override
            public void sessionFactoryCreated(SessionFactory factory) {
                start((SessionFactoryImplementor) factory);
            }
        });
    }

    private static void start(SessionFactoryImplementor factory) {
        if (dropsTheSchema(factory)) {
            // The schema action has just dropped the sequences: there is nothing to draw from.
            return;
        }
        if (SpannerKeysDialectSupport.metamodelOnly(factory.getJdbcServices().getDialect(), factory.getServiceRegistry())) {
            // Booted without a database (Spring Data's AOT processing): there is nothing to draw from either.
            return;
        }
        List<BitReversedSequenceGenerator> generators = generators(factory);
        for (int i = 0; i < generators.size(); i++) {
            BitReversedSequenceGenerator generator = generators.get(i);
            try {
                generator.startWith(factory);
            } catch (RuntimeException e) {
                // Each further attempt could wait out the refill timeout too: the rest wait for their first id.
                int left = generators.size() - i - 1;
                SequencePoolService.LOG.log(System.Logger.Level.WARNING, () -> "Could not draw the first batch of"
                        + " sequence '" + generator.sequenceName() + "' while the session factory started ('"
                        + SpannerKeysSettings.SEQUENCE_PREFETCH_ON_START + "'); its first id drawn tries again"
                        + (left > 0 ? ", and the " + left + " other pooled sequence(s) draw their first batch then too" : "")
                        + ": " + e.getMessage(), e);
                return;
            }
        }
    }

    /** Whether the session factory's database schema action is {@code drop}. */
    private static boolean dropsTheSchema(SessionFactoryImplementor factory) {
        Map<String, Object> settings = factory.getProperties();
        Object jpaAction = settings.get(AvailableSettings.JAKARTA_HBM2DDL_DATABASE_ACTION);
        Action action = jpaAction != null ? Action.interpretJpaSetting(jpaAction)
                : Action.interpretHbm2ddlSetting(settings.get(AvailableSettings.HBM2DDL_AUTO));
        return action == Action.DROP;
    }

    /** The pooled generators of the entities, each once (entities of one hierarchy share their generator). */
    private static List<BitReversedSequenceGenerator> generators(SessionFactoryImplementor factory) {
        List<BitReversedSequenceGenerator> found = new ArrayList<>();
        factory.getMappingMetamodel().forEachEntityDescriptor(persister -> {
            Generator generator = persister.getGenerator();
            if (generator instanceof CompositeNestedGeneratedValueGenerator composite) {
                for (CompositeNestedGeneratedValueGenerator.GenerationPlan plan : composite.getGenerationPlans()) {
                    add(found, plan.getGenerator());
                }
            } else {
                add(found, generator);
            }
        });
        return found;
    }

    private static void add(List<BitReversedSequenceGenerator> found, Generator generator) {
        if (generator instanceof BitReversedSequenceGenerator pooled && found.stream().noneMatch(g -> g == pooled)) {
            found.add(pooled);
        }
    }
}
