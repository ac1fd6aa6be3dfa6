package dev.spannerkeys.spring.boot.autoconfigure.data;

import jakarta.persistence.metamodel.SingularAttribute;
import java.util.Collection;
import java.util.Map;
import org.springframework.data.jpa.repository.support.JpaEntityInformation;

/**
 * Spring Data's entity information, with one change: an entity whose generated key part is still
 * {@code null} is new (see {@link GeneratedKeyParts}). Spring Data alone decides by the whole id, and an
 * {@code @IdClass} or {@code @EmbeddedId} key with its parent's part set is not {@code null}, so
 * {@code save()} would merge: read the row, find nothing, then insert. Everything else is Spring Data's.
 */
final class GeneratedKeyEntityInformation<T, ID> implements JpaEntityInformation<T, ID> {

    private final JpaEntityInformation<T, ID> springData;
    private final GeneratedKeyParts generatedParts;

    GeneratedKeyEntityInformation(JpaEntityInformation<T, ID> springData, GeneratedKeyParts generatedParts) {
        this.springData = springData;
        this.generatedParts = generatedParts;
    }

    /** {@code information} itself when its entity has no generated key part, else wrapped. */
    @SuppressWarnings("unchecked")
    static <T> JpaEntityInformation<T, ?> wrap(JpaEntityInformation<T, ?> information) {
        GeneratedKeyParts parts = GeneratedKeyParts.of(information.getJavaType());
        return parts.isEmpty() ? information
                : new GeneratedKeyEntityInformation<>((JpaEntityInformation<T, Object>) information, parts);
    }

    @Override
    public boolean isNew(T entity) {
        return generatedParts.anyMissing(entity) || springData.isNew(entity);
    }

    @Override
    public ID getId(T entity) {
        return springData.getId(entity);
    }

    @Override
    public Class<ID> getIdType() {
        return springData.getIdType();
    }

    @Override
    public Class<T> getJavaType() {
        return springData.getJavaType();
    }

    @Override
    public String getEntityName() {
        return springData.getEntityName();
    }

    @Override
    public SingularAttribute<? super T, ?> getIdAttribute() {
        return springData.getIdAttribute();
    }

    @Override
    public boolean hasCompositeId() {
        return springData.hasCompositeId();
    }

    @Override
    public Collection<String> getIdAttributeNames() {
        return springData.getIdAttributeNames();
    }

    @Override
    public Collection<String> getIdAttributePaths() {
        return springData.getIdAttributePaths();
    }

    @Override
    public Object getCompositeIdAttributeValue(Object id, String idAttribute) {
        return springData.getCompositeIdAttributeValue(id, idAttribute);
    }

    @Override
    public Map<String, Object> getKeyset(Iterable<String> propertyPaths, T entity) {
        return springData.getKeyset(propertyPaths, entity);
    }
}
