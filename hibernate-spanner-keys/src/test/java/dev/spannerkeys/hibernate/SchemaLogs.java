package dev.spannerkeys.hibernate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Test fixture: the records the schema tool logs (logger {@code dev.spannerkeys.schema}) at INFO and above while an action runs. */
final class SchemaLogs {

    private SchemaLogs() {
    }

    /** Runs {@code action} and returns what the schema tool logged. */
    static List<LogRecord> during(Runnable action) {
        return during(() -> {
            action.run();
            return null;
        }).records();
    }

    /** Runs {@code action} and returns its result with what was logged. */
    static <T> Captured<T> during(Supplier<T> action) {
        Logger logger = Logger.getLogger("dev.spannerkeys.schema");
        List<LogRecord> records = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.INFO.intValue()) {
                    records.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(handler);
        try {
            T result = action.get();
            return new Captured<>(result, List.copyOf(records));
        } finally {
            logger.removeHandler(handler);
        }
    }

    /** The WARNING records among {@code records}. */
    static List<LogRecord> warnings(List<LogRecord> records) {
        return records.stream().filter(record -> record.getLevel() == Level.WARNING).toList();
    }

    /** What an action returned and what it logged. */
    record Captured<T>(T result, List<LogRecord> records) {
    }
}
