package dev.spannerkeys.zoo.helpdesk;

import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores every {@link EmailAddress} as its text, without an annotation on each attribute. */
@Converter(autoApply = true)
public class EmailAddressConverter implements AttributeConverter<EmailAddress, String> {

    @Override
    public String convertToDatabaseColumn(EmailAddress address) {
        return address == null ? null : address.value();
    }

    @Override
    public EmailAddress convertToEntityAttribute(String value) {
        return value == null ? null : new EmailAddress(value);
    }
}
