package dev.spannerkeys.hibernate.internal.mapping;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.hibernate.boot.ResourceStreamLocator;
import org.hibernate.boot.spi.AdditionalMappingContributions;
import org.hibernate.boot.spi.AdditionalMappingContributor;
import org.hibernate.boot.spi.InFlightMetadataCollector;
import org.hibernate.boot.spi.MetadataBuildingContext;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.Selectable;

/**
 * Refuses two attributes of one entity whose column names differ only in case ({@code Name} and
 * {@code NAME}): Spanner, like Hibernate, compares names case-insensitively, so they are one column.
 * Runs right after Hibernate bound the annotations (found through {@code META-INF/services}), before
 * Hibernate's own validation, whose "Column 'NAME' is duplicated" names neither attribute nor fix.
 */
public final class ColumnSpellingCheck implements AdditionalMappingContributor {

    /** For {@link java.util.ServiceLoader}. */
    public ColumnSpellingCheck() {
    }

    @Override
    public String getContributorName() {
        return "spanner-keys-column-spelling";
    }

    @Override
    public void contribute(AdditionalMappingContributions contributions, InFlightMetadataCollector metadata,
            ResourceStreamLocator resources, MetadataBuildingContext context) {
        for (PersistentClass entity : metadata.getEntityBindingMap().values()) {
            check(entity);
        }
    }

    private static void check(PersistentClass entity) {
        Map<String, String[]> seen = new HashMap<>();          // lower-case name -> {spelling, attribute}
        if (entity.getIdentifierProperty() != null) {
            record(entity, entity.getIdentifierProperty(), seen);
        }
        for (Property property : entity.getProperties()) {
            record(entity, property, seen);
        }
    }

    private static void record(PersistentClass entity, Property property, Map<String, String[]> seen) {
        if (property.getValue() == null || property.getValue().getTable() != entity.getTable()) {
            return;                                            // a collection table or a secondary table
        }
        for (Selectable selectable : property.getValue().getSelectables()) {
            if (!(selectable instanceof Column column)) {
                continue;
            }
            String spelled = column.getName();
            String[] other = seen.putIfAbsent(spelled.toLowerCase(Locale.ROOT), new String[] {spelled, property.getName()});
            if (other != null && !other[0].equals(spelled) && !other[1].equals(property.getName())) {
                throw MappingProblems.problem(MappingProblems.where(entity, property.getName()), "its column " + spelled
                        + " and the column " + other[0] + " of attribute '" + other[1] + "' differ only in case, and"
                        + " Spanner compares column names case-insensitively, so they are one column",
                        "give one of the attributes another column name with @Column(name = ...)");
            }
        }
    }
}
