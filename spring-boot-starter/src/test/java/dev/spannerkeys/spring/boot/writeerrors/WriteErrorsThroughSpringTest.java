package dev.spannerkeys.spring.boot.writeerrors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.spannerkeys.hibernate.mutations.WriteMode;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.orm.ObjectOptimisticLockingFailureException;
import org.springframework.orm.jpa.SharedEntityManagerCreator;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One Spring exception per kind of rejected write, whatever the write mode: an application started
 * with the starter on the development emulator, once per {@code spanner.keys.write-mode}, commits
 * transactions through Spring's {@code JpaTransactionManager} that each also write five good rows.
 * A duplicate key, a child row without its interleaving parent and a CHECK violation come out of the
 * commit as exactly the same {@link DataIntegrityViolationException} class in every mode, a stale
 * versioned update as {@link ObjectOptimisticLockingFailureException}, and the database holds what it
 * held before (checked with SQL). Spring's retry and error handling can therefore treat each kind the
 * same way whichever write mode the application runs in.
 */
@Tag("emulator")
class WriteErrorsThroughSpringTest {

    private static final Map<WriteMode, ConfigurableApplicationContext> APPLICATIONS = new EnumMap<>(WriteMode.class);

    /** The application in {@code mode}, started on first use; one development emulator each. */
    private static synchronized ConfigurableApplicationContext application(WriteMode mode) {
        return APPLICATIONS.computeIfAbsent(mode, writeMode -> {
            SpringApplication application = new SpringApplication(WriteErrorsApplication.class);
            application.setWebApplicationType(WebApplicationType.NONE);
            application.setDefaultProperties(Map.of("spring.main.banner-mode", "off",
                    "logging.level.root", "WARN",
                    "spanner.keys.emulator.enabled", "true",
                    "spanner.keys.write-mode", writeMode.settingValue()));
            return application.run();
        });
    }

    @AfterAll
    static void stopApplications() {
        APPLICATIONS.values().forEach(ConfigurableApplicationContext::close);
        APPLICATIONS.clear();
    }

    /** The application in {@code mode}, its tables emptied. */
    private static ConfigurableApplicationContext emptied(WriteMode mode) {
        ConfigurableApplicationContext application = application(mode);
        jdbc(application).update("DELETE FROM hall WHERE TRUE");     // seats go with their hall (ON DELETE CASCADE)
        return application;
    }

    private static JdbcTemplate jdbc(ConfigurableApplicationContext application) {
        return application.getBean(JdbcTemplate.class);
    }

    private static void inTransaction(ConfigurableApplicationContext application, Consumer<EntityManager> work) {
        EntityManager entityManager = SharedEntityManagerCreator.createSharedEntityManager(
                application.getBean(EntityManagerFactory.class));
        new TransactionTemplate(application.getBean(PlatformTransactionManager.class))
                .executeWithoutResult(status -> work.accept(entityManager));
    }

    /** Runs {@code work} in a transaction that also persists five good halls, and returns what it threw. */
    private static Throwable commitFailure(ConfigurableApplicationContext application, Consumer<EntityManager> work) {
        return catchThrowable(() -> inTransaction(application, entityManager -> {
            for (long id = 100; id < 105; id++) {
                entityManager.persist(new Hall(id, "good " + id));
            }
            work.accept(entityManager);
        }));
    }

    private static List<String> hallNames(ConfigurableApplicationContext application) {
        return jdbc(application).queryForList("SELECT name FROM hall ORDER BY hall_id", String.class);
    }

    private static long seats(ConfigurableApplicationContext application) {
        return jdbc(application).queryForObject("SELECT COUNT(*) FROM seat", Long.class);
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aDuplicateKeyIsADataIntegrityViolation(WriteMode mode) {
        ConfigurableApplicationContext application = emptied(mode);
        inTransaction(application, entityManager -> entityManager.persist(new Hall(1, "first")));

        Throwable failure = commitFailure(application, entityManager -> entityManager.persist(new Hall(1, "again")));

        assertThat(failure).as(mode.settingValue()).isExactlyInstanceOf(DataIntegrityViolationException.class);
        assertThat(hallNames(application)).containsExactly("first");
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aChildWithoutItsInterleavingParentIsADataIntegrityViolation(WriteMode mode) {
        ConfigurableApplicationContext application = emptied(mode);

        Throwable failure = commitFailure(application, entityManager -> entityManager.persist(new Seat(999, 1, 1)));

        assertThat(failure).as(mode.settingValue()).isExactlyInstanceOf(DataIntegrityViolationException.class);
        assertThat(hallNames(application)).isEmpty();
        assertThat(seats(application)).isZero();
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aCheckViolationIsADataIntegrityViolation(WriteMode mode) {
        ConfigurableApplicationContext application = emptied(mode);
        inTransaction(application, entityManager -> entityManager.persist(new Hall(1, "first")));

        Throwable failure = commitFailure(application, entityManager -> entityManager.persist(new Seat(1, 1, -3)));

        assertThat(failure).as(mode.settingValue()).isExactlyInstanceOf(DataIntegrityViolationException.class);
        assertThat(hallNames(application)).containsExactly("first");
        assertThat(seats(application)).isZero();
    }

    /**
     * The row changes under the transaction after it read it. On the emulator no second transaction can
     * run meanwhile (they take turns), so the transaction's own JDBC statement, which Spring runs on the
     * same connection, stands in for the other writer: it moves the version on, as another writer's
     * Hibernate update would.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aStaleVersionedUpdateIsAnOptimisticLockingFailure(WriteMode mode) {
        ConfigurableApplicationContext application = emptied(mode);
        inTransaction(application, entityManager -> entityManager.persist(new Hall(1, "first")));

        Throwable failure = commitFailure(application, entityManager -> {
            Hall hall = entityManager.find(Hall.class, 1L);
            jdbc(application).update("UPDATE hall SET version = version + 1 WHERE hall_id = 1");
            hall.rename("lost update");
        });

        assertThat(failure).as(mode.settingValue()).isExactlyInstanceOf(ObjectOptimisticLockingFailureException.class);
        assertThat(hallNames(application)).containsExactly("first");
        assertThat(jdbc(application).queryForObject("SELECT version FROM hall WHERE hall_id = 1", Long.class))
                .as("the version the first transaction wrote").isZero();
    }
}
