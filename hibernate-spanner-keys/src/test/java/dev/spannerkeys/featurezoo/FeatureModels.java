package dev.spannerkeys.featurezoo;

import dev.spannerkeys.featurezoo.arrays.ArrayFeature;
import dev.spannerkeys.featurezoo.batchfetch.BatchFetchFeature;
import dev.spannerkeys.featurezoo.beanvalidation.BeanValidationFeature;
import dev.spannerkeys.featurezoo.bigdecimal.BigDecimalFeature;
import dev.spannerkeys.featurezoo.bulk.BulkStatementFeature;
import dev.spannerkeys.featurezoo.columntransformer.ColumnTransformerFeature;
import dev.spannerkeys.featurezoo.converter.ConverterFeature;
import dev.spannerkeys.featurezoo.customsql.CustomSqlFeature;
import dev.spannerkeys.featurezoo.dynamicinsert.DynamicInsertFeature;
import dev.spannerkeys.featurezoo.elementcollection.ElementCollectionFeature;
import dev.spannerkeys.featurezoo.embeddable.EmbeddableFeature;
import dev.spannerkeys.featurezoo.embeddablecollection.EmbeddableCollectionFeature;
import dev.spannerkeys.featurezoo.embeddedid.EmbeddedIdFeature;
import dev.spannerkeys.featurezoo.enums.EnumFeature;
import dev.spannerkeys.featurezoo.envers.EnversFeature;
import dev.spannerkeys.featurezoo.filter.FilterFeature;
import dev.spannerkeys.featurezoo.formula.FormulaFeature;
import dev.spannerkeys.featurezoo.generated.GeneratedFeature;
import dev.spannerkeys.featurezoo.idclass.IdClassFeature;
import dev.spannerkeys.featurezoo.immutable.ImmutableFeature;
import dev.spannerkeys.featurezoo.javatime.JavaTimeFeature;
import dev.spannerkeys.featurezoo.joined.JoinedFeature;
import dev.spannerkeys.featurezoo.json.JsonFeature;
import dev.spannerkeys.featurezoo.lob.LobFeature;
import dev.spannerkeys.featurezoo.manytomany.ManyToManyFeature;
import dev.spannerkeys.featurezoo.mapcollection.MapCollectionFeature;
import dev.spannerkeys.featurezoo.mappedsuperclass.MappedSuperclassFeature;
import dev.spannerkeys.featurezoo.mapsid.MapsIdFeature;
import dev.spannerkeys.featurezoo.nativequery.NativeQueryFeature;
import dev.spannerkeys.featurezoo.naturalid.NaturalIdFeature;
import dev.spannerkeys.featurezoo.ordercolumn.OrderColumnFeature;
import dev.spannerkeys.featurezoo.schemapertenant.SchemaPerTenantFeature;
import dev.spannerkeys.featurezoo.secondarytable.SecondaryTableFeature;
import dev.spannerkeys.featurezoo.secondlevelcache.SecondLevelCacheFeature;
import dev.spannerkeys.featurezoo.singletable.SingleTableFeature;
import dev.spannerkeys.featurezoo.softdelete.SoftDeleteFeature;
import dev.spannerkeys.featurezoo.sqlrestriction.SqlRestrictionFeature;
import dev.spannerkeys.featurezoo.stateless.StatelessSessionFeature;
import dev.spannerkeys.featurezoo.subselect.SubselectFeature;
import dev.spannerkeys.featurezoo.tableperclass.TablePerClassFeature;
import dev.spannerkeys.featurezoo.tenantid.TenantIdFeature;
import dev.spannerkeys.featurezoo.version.VersionFeature;
import dev.spannerkeys.featurezoo.versiontimestamp.VersionTimestampFeature;
import java.util.List;
import java.util.Map;
import org.hibernate.context.spi.CurrentTenantIdentifierResolver;

/** Every model of the feature zoo, and the settings of the persistence unit they share. */
public final class FeatureModels {

    private FeatureModels() {
    }

    /** The models, in the order the contract runs them. */
    public static List<FeatureModel> all() {
        return List.of(
                // inheritance, keys, collections, associations
                new SingleTableFeature(), new JoinedFeature(), new TablePerClassFeature(), new MappedSuperclassFeature(),
                new EmbeddableFeature(), new EmbeddedIdFeature(), new IdClassFeature(), new ElementCollectionFeature(),
                new EmbeddableCollectionFeature(), new MapCollectionFeature(), new OrderColumnFeature(),
                new ManyToManyFeature(), new MapsIdFeature(), new SecondaryTableFeature(),
                // values
                new EnumFeature(), new JavaTimeFeature(), new BigDecimalFeature(), new LobFeature(),
                new ConverterFeature(), new JsonFeature(), new ArrayFeature(), new VersionFeature(),
                new VersionTimestampFeature(),
                // write rewriting
                new ColumnTransformerFeature(), new CustomSqlFeature(), new SoftDeleteFeature(), new TenantIdFeature(),
                new GeneratedFeature(), new DynamicInsertFeature(), new ImmutableFeature(), new FormulaFeature(),
                new FilterFeature(), new SqlRestrictionFeature(), new NaturalIdFeature(), new SubselectFeature(),
                // sessions and queries
                new BulkStatementFeature(), new NativeQueryFeature(), new StatelessSessionFeature(),
                new BatchFetchFeature(), new SecondLevelCacheFeature(), new BeanValidationFeature(),
                new EnversFeature(), new SchemaPerTenantFeature());
    }

    /** The models selected by {@code -Dfeatures=word,word} (class names containing a word), else all. */
    static List<FeatureModel> selected() {
        String only = System.getProperty("features", "");
        if (only.isBlank()) {
            return all();
        }
        List<String> words = List.of(only.toLowerCase().split(","));
        return all().stream().filter(model -> words.stream()
                .anyMatch(model.getClass().getSimpleName().toLowerCase()::contains)).toList();
    }

    /**
     * The settings of the shared persistence unit that the schema depends on, or that its schema actions and the
     * offline tool read: a tenant for sessions that name none ({@link FixedTenant}), statistics (the cache model
     * counts hits).
     */
    public static Map<String, Object> settings() {
        return Map.of(
                "hibernate.tenant_identifier_resolver", FixedTenant.class.getName(),
                "hibernate.generate_statistics", "true");
    }

    /**
     * {@link #settings()} and the second-level cache through JCache with Ehcache 3, for a session factory that
     * writes. Each call makes a cache manager of its own, which the factory closes with itself: JCache's default
     * manager is one per JVM, and a factory closing it would close it under every other factory of the JVM (test
     * classes running in parallel), which would also share its cached rows.
     */
    public static Map<String, Object> runtimeSettings() {
        Map<String, Object> settings = new java.util.HashMap<>(settings());
        settings.put("hibernate.cache.use_second_level_cache", "true");
        settings.put("hibernate.cache.region.factory_class", "jcache");
        settings.put("hibernate.javax.cache.missing_cache_strategy", "create");
        org.ehcache.jsr107.EhcacheCachingProvider provider = (org.ehcache.jsr107.EhcacheCachingProvider)
                javax.cache.Caching.getCachingProvider(org.ehcache.jsr107.EhcacheCachingProvider.class.getName());
        settings.put("hibernate.javax.cache.cache_manager", provider.getCacheManager(
                java.net.URI.create("urn:feature-zoo:" + java.util.UUID.randomUUID()),
                new org.ehcache.core.config.DefaultConfiguration(provider.getDefaultClassLoader())));
        return settings;
    }

    /** The tenant of a session opened without one: {@code acme}. */
    public static final class FixedTenant implements CurrentTenantIdentifierResolver<String> {

        @Override
        public String resolveCurrentTenantIdentifier() {
            return "acme";
        }

        @Override
        public boolean validateExistingCurrentSessions() {
            return false;
        }
    }
}
