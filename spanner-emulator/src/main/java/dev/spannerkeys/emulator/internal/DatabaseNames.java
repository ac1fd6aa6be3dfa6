package dev.spannerkeys.emulator.internal;

import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Hands out unique instance and database ids for one emulator.
 *
 * <p>The emulator refuses a 101st database in one instance (RESOURCE_EXHAUSTED, measured on
 * 1.5.28), and a test suite with one database per class easily passes that. So each instance
 * gets at most {@link #DATABASES_PER_INSTANCE} of our databases, leaving room for databases
 * tests create themselves; then the next instance is used ({@code test-instance-2}, ...).
 *
 * <p>An emulator this JVM did not start (SPANNER_EMULATOR_HOST) may be shared by other JVMs
 * and may live across test runs, so its instance names carry a random token of this JVM:
 * otherwise databases would pile up in one instance until it is full.
 */
public final class DatabaseNames {

    public static final String PROJECT = "test-project";
    public static final String INSTANCE = "test-instance";
    public static final int DATABASES_PER_INSTANCE = 50;

    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** JVM-wide, so ids stay unique even across several emulators in one JVM. */
    private static final AtomicLong DATABASE_COUNTER = new AtomicLong();

    private final String instanceBase;
    private final AtomicInteger databasesHere = new AtomicInteger();

    private DatabaseNames(String instanceBase) {
        this.instanceBase = instanceBase;
    }

    /** For an emulator this JVM started: nobody else creates databases in it. */
    public static DatabaseNames exclusive() {
        return new DatabaseNames(INSTANCE);
    }

    /** For an emulator others may use too: instances named per JVM. */
    public static DatabaseNames shared() {
        return new DatabaseNames(INSTANCE + "-" + randomToken(6));
    }

    /** The instance and database id for the next database. */
    public Ids next() {
        int bucket = databasesHere.getAndIncrement() / DATABASES_PER_INSTANCE;
        String instance = bucket == 0 ? instanceBase : instanceBase + "-" + (bucket + 1);
        // The random part keeps ids unique when several JVMs create databases in one emulator.
        String database = "db" + DATABASE_COUNTER.incrementAndGet() + "-" + randomToken(6);
        return new Ids(instance, database);
    }

    public static String randomToken(int length) {
        StringBuilder token = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            token.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return token.toString();
    }

    /** An instance id and a database id. */
    public record Ids(String instanceId, String databaseId) {
    }
}
