package dev.spannerkeys.hibernate.internal.mapping;

import java.util.List;
import org.hibernate.mapping.Column;

/**
 * One {@code @Id} attribute of an entity, in declaration order, with the columns it maps to and
 * whether it is {@code @Descending}.
 */
public record KeyAttribute(String name, List<Column> columns, boolean descending) {
}
