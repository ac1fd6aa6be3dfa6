package dev.spannerkeys.benchmarks.jmh;

import dev.spannerkeys.keys.RandomUuidV4;
import java.security.SecureRandom;
import java.util.UUID;
import org.hibernate.generator.EventType;
import org.hibernate.id.uuid.UuidGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Random UUIDs three ways: the library's {@link RandomUuidV4} (per-thread buffered
 * {@code SecureRandom}, by default the JDK's {@code DRBG}), {@link UUID#randomUUID()}, and
 * Hibernate's own generator behind
 * {@code @UuidGenerator(style = RANDOM)}: {@link UuidGenerator} with its default
 * {@code StandardRandomStrategy}, exactly as Hibernate 7.4 calls it for an id of that type. Each as
 * the {@code UUID} object and as the 36-character string a {@code STRING(36)} key stores.
 *
 * <p>One instance of each generator is shared by all benchmark threads, as one id generator serves
 * every session of a session factory.
 */
@State(Scope.Benchmark)
public class UuidBenchmark {

    private final RandomUuidV4 ours = new RandomUuidV4();
    private final RandomUuidV4 oursPlatformRandom = new RandomUuidV4(SecureRandom::new);
    private final UuidGenerator hibernateUuid = new UuidGenerator(UUID.class);
    private final UuidGenerator hibernateString = new UuidGenerator(String.class);

    /** The library's source, UUID object. */
    @Benchmark
    public UUID oursUuid() {
        return ours.next();
    }

    /** The library's source, lowercase 36-char string ({@code @RandomUuid} default storage). */
    @Benchmark
    public String oursString() {
        return ours.nextString();
    }

    /**
     * The library's source fed the platform's default {@code SecureRandom} ({@code NativePRNG} on
     * Linux) instead of its own default {@code DRBG}: shows what the choice of generator is worth,
     * since the platform default's SHA1PRNG mixing dominates the cost per random byte.
     */
    @Benchmark
    public UUID oursPlatformRandomUuid() {
        return oursPlatformRandom.next();
    }

    /** The JDK's {@code UUID.randomUUID()}. */
    @Benchmark
    public UUID jdkUuid() {
        return UUID.randomUUID();
    }

    /** The JDK's {@code UUID.randomUUID().toString()}. */
    @Benchmark
    public String jdkString() {
        return UUID.randomUUID().toString();
    }

    /** Hibernate's {@code @UuidGenerator} random strategy for a {@code UUID} id. */
    @Benchmark
    public Object hibernateUuid() {
        // The random strategy never looks at the session, so none is needed.
        return hibernateUuid.generate(null, null, null, EventType.INSERT);
    }

    /** Hibernate's {@code @UuidGenerator} random strategy for a {@code String} id. */
    @Benchmark
    public Object hibernateString() {
        return hibernateString.generate(null, null, null, EventType.INSERT);
    }
}
