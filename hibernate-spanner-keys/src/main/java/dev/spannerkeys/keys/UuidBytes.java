package dev.spannerkeys.keys;

import java.nio.ByteBuffer;
import java.util.UUID;

/**
 * Converts UUIDs to and from the 16-byte big-endian form used for {@code BYTES(16)} keys, the
 * same byte order as the UUID's string form.
 */
public final class UuidBytes {

    private UuidBytes() {
    }

    /** The 16 big-endian bytes of {@code uuid}. */
    public static byte[] toBytes(UUID uuid) {
        return ByteBuffer.allocate(16)
                .putLong(uuid.getMostSignificantBits())
                .putLong(uuid.getLeastSignificantBits())
                .array();
    }

    /**
     * The UUID whose big-endian bytes are {@code bytes}.
     *
     * @throws IllegalArgumentException if {@code bytes} is not 16 bytes long
     */
    public static UUID fromBytes(byte[] bytes) {
        if (bytes.length != 16) {
            throw new IllegalArgumentException("A UUID has 16 bytes, got " + bytes.length);
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new UUID(buffer.getLong(), buffer.getLong());
    }
}
