package dev.spannerkeys.hibernate.internal.mapping;

import org.hibernate.mapping.BasicValue;
import org.hibernate.mapping.Value;
import org.hibernate.type.SqlTypes;

/**
 * What Hibernate binds a column as, read from the JDBC type it resolved for the value, whatever
 * declared it ({@code @JdbcTypeCode} on a field or a getter, {@code hibernate.type.preferred_uuid_jdbc_type},
 * a converter). A {@code java.util.UUID} key is stored as {@code BYTES(16)} or as text depending on it,
 * and the UUID generator and the shard encoding both ask here.
 */
public final class JdbcTypes {

    private JdbcTypes() {
    }

    /** Whether Hibernate binds {@code value} as a UUID ({@code @JdbcType(UUIDJdbcType.class)}), not as bytes or text. */
    public static boolean bindsUuid(Value value) {
        return value instanceof BasicValue basic
                && basic.resolve().getJdbcType() instanceof org.hibernate.type.descriptor.jdbc.UUIDJdbcType;
    }

    /** Whether Hibernate binds {@code value}'s column as bytes (Spanner has no native UUID type). */
    public static boolean storesBytes(Value value) {
        if (!(value instanceof BasicValue basic)) {
            return false;
        }
        int code = basic.resolve().getJdbcType().getDdlTypeCode();
        return code == SqlTypes.BINARY || code == SqlTypes.VARBINARY || code == SqlTypes.LONGVARBINARY
                || code == SqlTypes.UUID;
    }
}
