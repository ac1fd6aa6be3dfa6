package dev.spannerkeys.zoo.helpdesk;

/** Ticket priorities with the numeric codes the old system used. */
public enum Priority {
    LOW(10), NORMAL(20), URGENT(90);

    private final int code;

    Priority(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    /** The priority with {@code code}. */
    public static Priority ofCode(int code) {
        for (Priority priority : values()) {
            if (priority.code == code) {
                return priority;
            }
        }
        throw new IllegalArgumentException("unknown priority code " + code);
    }
}
