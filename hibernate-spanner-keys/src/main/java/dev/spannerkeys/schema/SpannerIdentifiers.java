package dev.spannerkeys.schema;

import java.util.regex.Pattern;

/**
 * Checks names before they are written into DDL. Spanner identifiers start with a letter, continue
 * with letters, digits and underscores, and are at most 128 characters long.
 */
public final class SpannerIdentifiers {

    private static final Pattern VALID = Pattern.compile("[A-Za-z][A-Za-z0-9_]{0,127}");

    private SpannerIdentifiers() {
    }

    /** Whether {@code name} is a valid unquoted Spanner identifier. */
    public static boolean isValid(String name) {
        return name != null && VALID.matcher(name).matches();
    }

    /**
     * Returns {@code name} if it is a valid identifier.
     *
     * @param name the name to check
     * @param what what the name denotes, for the error message (e.g. "sequence name")
     * @throws IllegalArgumentException naming the problem if it is not valid
     */
    public static String require(String name, String what) {
        if (!isValid(name)) {
            throw new IllegalArgumentException(what + " '" + name + "' is not a valid Spanner identifier: "
                    + "use a letter followed by up to 127 letters, digits or underscores");
        }
        return name;
    }
}
