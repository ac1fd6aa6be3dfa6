/**
 * Spring Data JPA with this library's generated keys: {@code save()} of a new entity whose key parts the
 * library (or another generator) fills in persists it, one insert and no read first, without
 * {@code Persistable} on the entity.
 */
package dev.spannerkeys.spring.boot.autoconfigure.data;
