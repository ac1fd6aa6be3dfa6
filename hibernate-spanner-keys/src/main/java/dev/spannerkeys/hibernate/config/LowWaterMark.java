package dev.spannerkeys.hibernate.config;

import java.util.Locale;

/**
 * The value of {@link SpannerKeysSettings#SEQUENCE_LOW_WATER_MARK}: a number of ids, or a share of
 * the pool size, below which a pool starts its background refill.
 */
public final class LowWaterMark implements java.io.Serializable {

    private static final long serialVersionUID = 1L;

    /** Half of each pool, the default. */
    public static final LowWaterMark DEFAULT = new LowWaterMark(0, 50);

    private final int ids;
    private final int percent;

    private LowWaterMark(int ids, int percent) {
        this.ids = ids;
        this.percent = percent;
    }

    /**
     * The mark a setting value names: {@code "200"} (ids), {@code "50%"} (of each pool), an
     * {@code Integer}, or the default when unset.
     *
     * @throws InvalidSettingException naming the setting and the accepted forms for anything else
     */
    public static LowWaterMark parse(Object value) {
        if (value == null || value.toString().isBlank()) {
            return DEFAULT;
        }
        String text = value.toString().strip().toLowerCase(Locale.ROOT);
        try {
            if (text.endsWith("%")) {
                int percent = Integer.parseInt(text.substring(0, text.length() - 1).strip());
                if (percent >= 1 && percent <= 100) {
                    return new LowWaterMark(0, percent);
                }
            } else {
                int ids = Integer.parseInt(text);
                if (ids >= 1) {
                    return new LowWaterMark(ids, 0);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidSettingException(SpannerKeysSettings.SEQUENCE_LOW_WATER_MARK, value,
                "neither a number of ids nor a share of the pool size",
                "give a number of ids (at least 1, e.g. 200) or a share of the pool size from 1% to 100% "
                        + "(e.g. 50%, the default)");
    }

    /** The mark for a pool of {@code poolSize} ids: between 1 and {@code poolSize}. */
    public int forPool(int poolSize) {
        int mark = percent > 0 ? (int) Math.ceil(poolSize * (percent / 100.0)) : ids;
        return Math.max(1, Math.min(poolSize, mark));
    }

    @Override
    public String toString() {
        return percent > 0 ? percent + "%" : Integer.toString(ids);
    }
}
