package dev.spannerkeys.emulator;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a JUnit 5 test class that runs against the emulator: the class gets one fresh
 * {@link EmulatorDatabase} of {@link #dialect()}, on the JVM's {@link SpannerEmulator#shared()}
 * emulator, and may take it (and the emulator) as parameters of its constructor and its
 * lifecycle and test methods.
 *
 * <pre>{@code
 * @SpannerEmulatorTest(dialect = DatabaseDialect.POSTGRESQL)
 * class SingerRepositoryTest {
 *     @BeforeAll
 *     static void schema(EmulatorDatabase db) throws SQLException { ... db.jdbcUrl() ... }
 *
 *     @Test
 *     void saves(EmulatorDatabase db) { ... }
 * }
 * }</pre>
 *
 * <p>A {@code @Nested} class shares its enclosing class's database, unless it carries this
 * annotation itself. When no emulator can be found, the class fails with
 * {@link EmulatorNotFoundException}; it is never skipped.
 *
 * <p><b>Concurrent transactions.</b> The emulator runs one transaction per database at a time. The
 * database's {@link EmulatorDatabase#jdbcUrl() URL} carries {@code autoConfigEmulator=true}, which is
 * how hibernate-spanner-keys recognizes an emulator: with that library on the class path, Hibernate's
 * connections (and, with its Spring Boot starter, the application's {@code DataSource}) to this URL
 * are serialized by default ({@code spanner.keys.emulator.serialize-transactions=auto}), so a test may
 * run transactions from many threads. Test classes running in parallel each get a database of their
 * own and do not wait for each other. This module does not depend on that library; plain JDBC code
 * wraps its connections with {@code dev.spannerkeys.jdbc.SerializedConnections}. See docs/testing.md.
 *
 * <p><b>Tag.</b> The class carries the JUnit tag {@value #TAG}, so a build can leave emulator tests out
 * of a quick run (Surefire {@code <groups>!emulator</groups>}, or {@code -Dgroups='!emulator'}) and run them
 * all in the full one.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(SpannerEmulatorExtension.class)
@Tag(SpannerEmulatorTest.TAG)
public @interface SpannerEmulatorTest {

    /** The JUnit tag of every class annotated with {@link SpannerEmulatorTest}: {@code emulator}. */
    String TAG = "emulator";

    /** The dialect of the class's database. */
    DatabaseDialect dialect() default DatabaseDialect.GOOGLE_STANDARD_SQL;
}
