package dev.spannerkeys.spring.boot.autoconfigure.emulator;

import java.util.Map;
import java.util.function.Supplier;
import org.hibernate.cfg.SchemaToolingSettings;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.boot.hibernate.autoconfigure.HibernateProperties;
import org.springframework.boot.jpa.autoconfigure.JpaProperties;

/**
 * Lets Hibernate create the schema ({@code hibernate.hbm2ddl.auto=create}) in the development
 * emulator's database, which is empty at every start, as Boot does for embedded databases.
 *
 * <p>Stays out of the way when the application decides about the schema itself:
 * {@code spring.jpa.hibernate.ddl-auto}, {@code hibernate.hbm2ddl.auto} or a
 * {@code jakarta.persistence.schema-generation.*} action in {@code spring.jpa.properties}, or a
 * schema manager such as Flyway or Liquibase on the same DataSource.
 */
final class EmulatorSchemaCreation implements HibernatePropertiesCustomizer {

    static final String CREATE = "create";

    private final @Nullable HibernateProperties hibernateProperties;
    private final @Nullable JpaProperties jpaProperties;
    private final Supplier<Boolean> schemaManaged;

    /**
     * @param schemaManaged asked only when nothing else decides: whether a schema manager (Flyway,
     *     Liquibase) owns the schema of the application's DataSource
     */
    EmulatorSchemaCreation(@Nullable HibernateProperties hibernateProperties, @Nullable JpaProperties jpaProperties,
            Supplier<Boolean> schemaManaged) {
        this.hibernateProperties = hibernateProperties;
        this.jpaProperties = jpaProperties;
        this.schemaManaged = schemaManaged;
    }

    @Override
    public void customize(Map<String, Object> hibernateSettings) {
        if (userDecides(hibernateSettings) || schemaManaged.get()) {
            return;
        }
        hibernateSettings.put(SchemaToolingSettings.HBM2DDL_AUTO, CREATE);
    }

    private boolean userDecides(Map<String, Object> hibernateSettings) {
        // Boot removes an explicit "none" from the settings map, so the explicit choice is read
        // from the properties the user wrote, not only from the map.
        if (hibernateProperties != null && hibernateProperties.getDdlAuto() != null) {
            return true;
        }
        Map<String, String> jpa = jpaProperties == null ? Map.of() : jpaProperties.getProperties();
        return isSchemaSetting(hibernateSettings) || isSchemaSetting(jpa);
    }

    private static boolean isSchemaSetting(Map<String, ?> settings) {
        return settings.containsKey(SchemaToolingSettings.HBM2DDL_AUTO)
                || settings.containsKey(SchemaToolingSettings.JAKARTA_HBM2DDL_DATABASE_ACTION)
                || settings.containsKey(SchemaToolingSettings.JAKARTA_HBM2DDL_SCRIPTS_ACTION);
    }
}
