package dev.spannerkeys.spring.boot.autoconfigure.data;

import jakarta.persistence.EntityManager;
import org.springframework.data.jpa.repository.support.JpaEntityInformation;
import org.springframework.data.jpa.repository.support.SimpleJpaRepository;

/**
 * The base class the starter gives Spring Data JPA repositories (unless the application names its own):
 * Spring Data's {@link SimpleJpaRepository}, where an entity with a generated key part still {@code null}
 * is new, so {@code save()} persists it (one insert) instead of merging it (a read, then the insert). No
 * {@code Persistable} is needed on the entity. Not meant to be used directly.
 *
 * @param <T> the entity type
 * @param <ID> the key type
 */
public class SpannerKeysJpaRepository<T, ID> extends SimpleJpaRepository<T, ID> {

    /**
     * Called by Spring Data's repository factory.
     *
     * @param entityInformation Spring Data's information about the entity
     * @param entityManager the entity manager
     */
    public SpannerKeysJpaRepository(JpaEntityInformation<T, ?> entityInformation, EntityManager entityManager) {
        super(GeneratedKeyEntityInformation.wrap(entityInformation), entityManager);
    }
}
