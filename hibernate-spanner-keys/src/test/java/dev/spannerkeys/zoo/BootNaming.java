package dev.spannerkeys.zoo;

import java.util.Map;
import org.hibernate.boot.model.naming.CamelCaseToUnderscoresNamingStrategy;
import org.hibernate.boot.model.naming.Identifier;
import org.hibernate.boot.model.naming.ImplicitJoinTableNameSource;
import org.hibernate.boot.model.naming.ImplicitNamingStrategyJpaCompliantImpl;

/**
 * The naming a Spring Boot application gets by default: Hibernate's
 * {@link CamelCaseToUnderscoresNamingStrategy} as the physical strategy, and an implicit strategy
 * that names a join table after the owning table and the attribute, as Spring's
 * {@code SpringImplicitNamingStrategy} does ({@code product_categories}, not
 * {@code Product_Category}). Spring's own classes are not on this module's class path.
 */
public final class BootNaming extends ImplicitNamingStrategyJpaCompliantImpl {

    private static final long serialVersionUID = 1L;

    /** The settings a Boot application passes to Hibernate. */
    public static Map<String, Object> settings() {
        return Map.of("hibernate.physical_naming_strategy", CamelCaseToUnderscoresNamingStrategy.class.getName(),
                "hibernate.implicit_naming_strategy", BootNaming.class.getName());
    }

    @Override
    public Identifier determineJoinTableName(ImplicitJoinTableNameSource source) {
        String name = source.getOwningPhysicalTableName() + "_"
                + source.getAssociationOwningAttributePath().getProperty();
        return toIdentifier(name, source.getBuildingContext());
    }
}
