package dev.spannerkeys.zoo.helpdesk;

import java.util.Locale;

/** An e-mail address, compared case-insensitively. */
public record EmailAddress(String value) {

    /** Lower-cases the address. */
    public EmailAddress {
        if (value == null || !value.contains("@")) {
            throw new IllegalArgumentException("not an e-mail address: " + value);
        }
        value = value.toLowerCase(Locale.ROOT);
    }
}
