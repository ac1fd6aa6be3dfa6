package dev.spannerkeys.hibernate;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Test fixture: the records a logger of this library publishes at INFO and above while an action runs. */
final class LogCapture {

    /** The schema tool's logger. */
    static final String SCHEMA = "dev.spannerkeys.internal.schema";
    /** The hotspot advisor's logger. */
    static final String ADVISOR = "dev.spannerkeys.advisor";

    private LogCapture() {
    }

    /** Runs {@code action} and returns what {@code loggerName} (and the loggers below it) published. */
    static List<LogRecord> during(String loggerName, Runnable action) {
        Logger logger = Logger.getLogger(loggerName);
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
        // Another test class in the same JVM may have quietened this logger; what is captured must still be logged.
        Level level = logger.getLevel();
        logger.setLevel(Level.INFO);
        logger.addHandler(handler);
        try {
            action.run();
        } finally {
            logger.removeHandler(handler);
            logger.setLevel(level);
        }
        return List.copyOf(records);
    }

    /** The WARNING records among {@code records}. */
    static List<LogRecord> warnings(List<LogRecord> records) {
        return records.stream().filter(record -> record.getLevel() == Level.WARNING).toList();
    }
}
