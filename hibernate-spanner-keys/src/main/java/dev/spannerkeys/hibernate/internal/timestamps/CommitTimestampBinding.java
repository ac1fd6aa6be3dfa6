package dev.spannerkeys.hibernate.internal.timestamps;

import dev.spannerkeys.hibernate.internal.config.SettingValues;
import dev.spannerkeys.hibernate.config.SpannerKeysSettings;
import dev.spannerkeys.hibernate.internal.mapping.AttributeMembers;
import dev.spannerkeys.hibernate.internal.mapping.CommitTimestampDeclaration;
import dev.spannerkeys.hibernate.internal.mapping.MappingProblems;
import dev.spannerkeys.internal.schema.CommitTimestamps;
import dev.spannerkeys.internal.schema.SqlDialect;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.hibernate.boot.ResourceStreamLocator;
import org.hibernate.boot.spi.AdditionalMappingContributions;
import org.hibernate.boot.spi.AdditionalMappingContributor;
import org.hibernate.boot.spi.InFlightMetadataCollector;
import org.hibernate.boot.spi.MetadataBuildingContext;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.mapping.Column;
import org.hibernate.mapping.Component;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.Selectable;

/**
 * Binds {@link dev.spannerkeys.annotations.CommitTimestamp} (read by {@link CommitTimestampDeclaration}),
 * and with {@value SpannerKeysSettings#HIBERNATE_TIMESTAMPS_FROM_COMMIT} Hibernate's
 * {@code @CreationTimestamp}, {@code @UpdateTimestamp} and {@code @CurrentTimestamp} alike (their generator
 * replaced), into Hibernate's mapping right after Hibernate bound the annotations (found through
 * {@code META-INF/services}): the attribute's column is written as the pending commit timestamp of the
 * dialect ({@link CommitTimestamps#pending}) instead of a parameter, on the writes the annotation names
 * (the attribute is made non-insertable or non-updatable for the others), through its write expression
 * and a {@link CommitTimestampGeneration}, in every write mode: a DML statement writes the expression, a
 * mutation {@code Value.COMMIT_TIMESTAMP}.
 *
 * <p>Refused at bootstrap, with entity, attribute and fix: another Java type than {@code Instant},
 * {@code OffsetDateTime}, {@code LocalDateTime} or {@code java.sql.Timestamp}, a column transformer, and a
 * primary-key part (Hibernate identifies an entity by its key from {@code persist()} on, long before the
 * commit gives the value).
 */
public final class CommitTimestampBinding implements AdditionalMappingContributor {

    private static final Set<Class<?>> TYPES = Set.of(Instant.class, OffsetDateTime.class, LocalDateTime.class,
            Timestamp.class);

    /** For {@link java.util.ServiceLoader}. */
    public CommitTimestampBinding() {
    }

    @Override
    public String getContributorName() {
        return "spanner-keys-commit-timestamp";
    }

    @Override
    public void contribute(AdditionalMappingContributions contributions, InFlightMetadataCollector metadata,
            ResourceStreamLocator resources, MetadataBuildingContext context) {
        SqlDialect dialect = metadata.getDatabase().getDialect() instanceof PostgreSQLDialect
                ? SqlDialect.POSTGRESQL : SqlDialect.GOOGLE_STANDARD_SQL;
        java.util.Map<String, Object> settings = context.getBootstrapContext().getServiceRegistry()
                .requireService(ConfigurationService.class).getSettings();
        boolean hibernateTimestamps = SettingValues.bool(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT,
                settings.get(SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT), false);
        for (PersistentClass entity : metadata.getEntityBindingMap().values()) {
            Class<?> type = entity.getMappedClass();
            if (type == null) {
                continue;
            }
            refuseKeyParts(entity, type, hibernateTimestamps);
            for (Property property : entity.getProperties()) {
                annotation(type, property.getName(), hibernateTimestamps).ifPresent(annotation -> bind(entity, type,
                        property, annotation, dialect));
            }
        }
    }

    private static void bind(PersistentClass entity, Class<?> type, Property property, CommitTimestampDeclaration annotation,
            SqlDialect dialect) {
        String where = MappingProblems.where(entity, property.getName());
        // Hibernate's timestamp annotations become commit timestamps only because of the setting: name it.
        String what = annotation.hibernateTimestamp() ? annotation.describe() + " (written as a commit timestamp with "
                + SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT + " = true)" : "@CommitTimestamp";
        String orTurnOff = annotation.hibernateTimestamp()
                ? ", or set " + SpannerKeysSettings.HIBERNATE_TIMESTAMPS_FROM_COMMIT + " = false" : "";
        Class<?> javaType = AttributeMembers.of(type, property.getName()).javaType().orElse(Object.class);
        if (!TYPES.contains(javaType)) {
            throw MappingProblems.problem(where, what + " is on a " + javaType.getName()
                    + " attribute, and a commit timestamp is a point in time",
                    "declare the attribute as java.time.Instant (or OffsetDateTime, LocalDateTime, java.sql.Timestamp)"
                    + orTurnOff);
        }
        List<Column> columns = new ArrayList<>();
        for (Selectable selectable : property.getValue().getSelectables()) {
            if (selectable instanceof Column column) {
                columns.add(column);
            }
        }
        if (columns.size() != 1) {
            throw MappingProblems.problem(where, "@CommitTimestamp needs an attribute mapped to exactly one column",
                    "map the attribute to one column");
        }
        Column column = columns.get(0);
        if (column.getCustomWrite() != null && !CommitTimestamps.isPending(column.getCustomWrite())) {
            throw MappingProblems.problem(where, "@CommitTimestamp and @ColumnTransformer(write = \""
                    + column.getCustomWrite() + "\") both say how the column is written",
                    "remove one of them");
        }
        // The statements Hibernate builds once per entity write the column through its write expression; the
        // generator keeps Hibernate from binding a value for it and from reading it back (see CommitTimestampGeneration).
        // It replaces the generator of Hibernate's timestamp annotations (the JVM clock or current_timestamp).
        column.setCustomWrite(CommitTimestamps.pending(dialect));
        boolean onInsert = annotation.onInsert();
        boolean onUpdate = annotation.onUpdate();
        property.setValueGeneratorCreator(creation -> new CommitTimestampGeneration(onInsert, onUpdate));
        if (!annotation.onUpdate()) {
            property.setUpdatable(false);
        }
        if (!annotation.onInsert()) {
            property.setInsertable(false);
        }
    }

    /** A key part gets its value from the commit, after Hibernate needed it: refused with the alternative. */
    private static void refuseKeyParts(PersistentClass entity, Class<?> type, boolean hibernateTimestamps) {
        List<String> keyAttributes = new ArrayList<>();
        List<Class<?>> owners = new ArrayList<>();
        Property identifier = entity.getIdentifierProperty();
        if (identifier != null) {
            keyAttributes.add(identifier.getName());
            owners.add(type);
            if (identifier.getValue() instanceof Component embedded && embedded.getComponentClass() != null) {
                embedded.getProperties().forEach(part -> {
                    keyAttributes.add(part.getName());
                    owners.add(embedded.getComponentClass());
                });
            }
        }
        if (entity.getIdentifierMapper() != null) {
            entity.getIdentifierMapper().getProperties().forEach(part -> {
                keyAttributes.add(part.getName());
                owners.add(type);
            });
        }
        for (int i = 0; i < keyAttributes.size(); i++) {
            Optional<CommitTimestampDeclaration> found = annotation(owners.get(i), keyAttributes.get(i),
                    hibernateTimestamps);
            if (found.isPresent()) {
                throw MappingProblems.problem(MappingProblems.where(entity, keyAttributes.get(i)),
                        found.get().describe() + " is on a primary-key part; Hibernate identifies the entity by its key from "
                        + "persist() on, but Spanner gives the commit timestamp only when the transaction commits (until "
                        + "then a row written by DML has a placeholder key, and its table cannot be read in that "
                        + "transaction at all)",
                        "assign the key part in Java (e.g. Instant.now(), with @Descending for newest-first reads) and "
                        + "keep the commit timestamp in a column of its own beside it (@CommitTimestamp on a non-key "
                        + "attribute, with a @SpannerIndex on it for reads by commit time)");
            }
        }
    }

    private static Optional<CommitTimestampDeclaration> annotation(Class<?> type, String attribute,
            boolean hibernateTimestamps) {
        Optional<CommitTimestampDeclaration> declared = CommitTimestampDeclaration.on(type, attribute);
        return declared.isPresent() || !hibernateTimestamps ? declared
                : CommitTimestampDeclaration.ofHibernateTimestamp(type, attribute);
    }
}
