package dev.spannerkeys.emulator;

import java.lang.reflect.AnnotatedElement;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * JUnit 5 extension behind {@link SpannerEmulatorTest}: gives each test class one fresh
 * {@link EmulatorDatabase} on the {@link SpannerEmulator#shared()} emulator, and resolves
 * parameters of type {@link EmulatorDatabase} (the class's database) and {@link SpannerEmulator}
 * (the shared emulator) in constructors, {@code @BeforeAll}, {@code @BeforeEach}, tests, etc.
 *
 * <p>Prefer the annotation; use {@code @ExtendWith(SpannerEmulatorExtension.class)} directly
 * only if you need a GoogleSQL database without it. The database belongs to the nearest class
 * carrying {@link SpannerEmulatorTest} (or, without one, to the outermost test class), so a
 * {@code @Nested} class shares its enclosing class's database unless it is annotated itself.
 * A test that needs another database, e.g. one per dialect, calls
 * {@link SpannerEmulator#newDatabase(DatabaseDialect)} on the injected emulator.
 */
public final class SpannerEmulatorExtension implements BeforeAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(SpannerEmulatorExtension.class);

    /** Guards get-then-put on the store; Store's own compute methods differ between JUnit 5 and 6. */
    private static final Object LOCK = new Object();

    /** Creates the extension; JUnit does this. */
    public SpannerEmulatorExtension() {
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        // Fails the class here, with the install instructions, when no emulator exists.
        database(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == EmulatorDatabase.class || type == SpannerEmulator.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == SpannerEmulator.class
                ? SpannerEmulator.shared()
                : database(context);
    }

    /** The database of the class that owns this context; created on first request. */
    private static EmulatorDatabase database(ExtensionContext context) {
        ExtensionContext owner = owner(context);
        // The key names the owner: Store.get also searches enclosing contexts' stores, and an
        // annotated @Nested class must not pick up its parent's database.
        String key = "database:" + owner.getUniqueId();
        synchronized (LOCK) {
            ExtensionContext.Store store = owner.getStore(NAMESPACE);
            EmulatorDatabase database = store.get(key, EmulatorDatabase.class);
            if (database == null) {
                database = SpannerEmulator.shared().newDatabase(dialect(owner));
                store.put(key, database);
            }
            return database;
        }
    }

    /**
     * The nearest class-level context whose class carries the annotation; without one, the
     * outermost class-level context.
     */
    private static ExtensionContext owner(ExtensionContext context) {
        ExtensionContext outermost = context;
        for (ExtensionContext c = context; c != null && c.getTestClass().isPresent();
                c = c.getParent().orElse(null)) {
            Optional<AnnotatedElement> element = c.getElement();
            if (element.isPresent() && element.get() instanceof Class<?> testClass) {
                if (AnnotationSupport.isAnnotated(testClass, SpannerEmulatorTest.class)) {
                    return c;
                }
                outermost = c;
            }
        }
        return outermost;
    }

    private static DatabaseDialect dialect(ExtensionContext owner) {
        return owner.getTestClass()
                .flatMap(k -> AnnotationSupport.findAnnotation(k, SpannerEmulatorTest.class))
                .map(SpannerEmulatorTest::dialect)
                .orElse(DatabaseDialect.GOOGLE_STANDARD_SQL);
    }
}
