package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores a {@link Priority} as its numeric code. */
@Converter
public class PriorityConverter implements AttributeConverter<Priority, Integer> {

    @Override
    public Integer convertToDatabaseColumn(Priority priority) {
        return priority == null ? null : priority.code();
    }

    @Override
    public Priority convertToEntityAttribute(Integer code) {
        return code == null ? null : Priority.ofCode(code);
    }
}
