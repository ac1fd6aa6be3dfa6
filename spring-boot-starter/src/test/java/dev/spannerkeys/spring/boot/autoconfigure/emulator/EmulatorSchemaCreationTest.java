package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.hibernate.autoconfigure.HibernateProperties;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;

class EmulatorSchemaCreationTest {

    private static Map<String, Object> customize(EmulatorSchemaCreation creation, Map<String, Object> existing) {
        Map<String, Object> settings = new HashMap<>(existing);
        creation.customize(settings);
        return settings;
    }

    @Test
    void createsTheSchemaWhenNobodyDecidedOtherwise() {
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(new HibernateProperties(), new JpaProperties(), () -> false);
        assertThat(customize(creation, Map.of())).containsEntry("hibernate.hbm2ddl.auto", "create");
    }

    @Test
    void leavesAnExplicitDdlAutoAlone() {
        HibernateProperties hibernate = new HibernateProperties();
        hibernate.setDdlAuto("none");      // Boot removes "none" from the map; the property still says it
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(hibernate, new JpaProperties(), () -> false);
        assertThat(customize(creation, Map.of())).doesNotContainKey("hibernate.hbm2ddl.auto");
    }

    @Test
    void leavesSchemaSettingsInSpringJpaPropertiesAlone() {
        JpaProperties jpa = new JpaProperties();
        jpa.getProperties().put("hibernate.hbm2ddl.auto", "none");
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(new HibernateProperties(), jpa, () -> false);
        assertThat(customize(creation, Map.of())).doesNotContainKey("hibernate.hbm2ddl.auto");
    }

    @Test
    void leavesJakartaSchemaActionsAlone() {
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(new HibernateProperties(), new JpaProperties(), () -> false);
        Map<String, Object> action = Map.of("jakarta.persistence.schema-generation.database.action", "drop-and-create");
        assertThat(customize(creation, action)).containsExactlyEntriesOf(action);
        Map<String, Object> scripts = Map.of("jakarta.persistence.schema-generation.scripts.action", "create");
        assertThat(customize(creation, scripts)).containsExactlyEntriesOf(scripts);
    }

    @Test
    void leavesASchemaManagedByFlywayOrLiquibaseAlone() {
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(new HibernateProperties(), new JpaProperties(), () -> true);
        assertThat(customize(creation, Map.of())).doesNotContainKey("hibernate.hbm2ddl.auto");
    }

    @Test
    void keepsAnUpdateTheUserAskedFor() {
        EmulatorSchemaCreation creation = new EmulatorSchemaCreation(new HibernateProperties(), new JpaProperties(), () -> false);
        assertThat(customize(creation, Map.of("hibernate.hbm2ddl.auto", "update")))
                .containsEntry("hibernate.hbm2ddl.auto", "update");
    }
}
