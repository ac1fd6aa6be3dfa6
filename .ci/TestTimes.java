import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Where the test time goes, from Surefire's XML reports: a Markdown table per module (classes, tests, the sum
 * of the class times) and the slowest test classes with their slowest test.
 *
 * <pre>
 * java .ci/TestTimes.java [--top N] [--phases] [ROOT ...]
 * </pre>
 *
 * Every {@code target/surefire-reports} folder under each ROOT (default: the current folder) is read; a
 * module is named by its folder. A class's time is Surefire's {@code testsuite time} (its {@code @Nested}
 * classes included); "outside tests" is that time less the sum of its test methods' times: the class-level
 * set-up and tear-down ({@code @BeforeAll}, {@code @AfterAll}) Surefire does not charge to a test. With
 * {@code --phases}, the phase timings the test fixtures write when the build runs with
 * {@code -Dspanner.keys.test.phases=true} ({@code target/test-phases/*.tsv}, see docs/testing.md) are added
 * per class: database creation, DDL, Hibernate bootstrap (without its DDL), and the rest.
 * Runs on Java 17 or newer with nothing but the JDK.
 */
public class TestTimes {

    record TestCase(String name, double seconds) {
    }

    record TestClass(String module, String name, double seconds, List<TestCase> cases) {
        double inTests() {
            return cases.stream().mapToDouble(TestCase::seconds).sum();
        }

        TestCase slowest() {
            return cases.stream().max(Comparator.comparingDouble(TestCase::seconds)).orElse(new TestCase("-", 0));
        }
    }

    /** Seconds per phase of one test class, summed over the JVMs that ran it. */
    record Phases(double databases, double ddl, double bootstrap, long databaseCount, long ddlBatches) {
        Phases plus(Phases other) {
            return new Phases(databases + other.databases, ddl + other.ddl, bootstrap + other.bootstrap,
                    databaseCount + other.databaseCount, ddlBatches + other.ddlBatches);
        }
    }

    public static void main(String[] args) throws Exception {
        int top = 20;
        boolean phases = false;
        List<Path> roots = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--top" -> top = Integer.parseInt(args[++i]);
                case "--phases" -> phases = true;
                case "-h", "--help" -> {
                    System.out.println("java .ci/TestTimes.java [--top N] [--phases] [ROOT ...]");
                    return;
                }
                default -> roots.add(Path.of(args[i]));
            }
        }
        if (roots.isEmpty()) {
            roots.add(Path.of("."));
        }
        List<TestClass> classes = new ArrayList<>();
        Map<String, Phases> phaseTimes = new TreeMap<>();
        for (Path root : roots) {
            for (Path reports : reportFolders(root)) {
                String module = moduleName(root, reports);
                try (Stream<Path> files = Files.list(reports)) {
                    for (Path file : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList()) {
                        classes.add(read(module, file));
                    }
                }
                if (phases) {
                    readPhases(reports.getParent().resolve("test-phases"), phaseTimes);
                }
            }
        }
        if (classes.isEmpty()) {
            System.err.println("no Surefire reports (target/surefire-reports/TEST-*.xml) under " + roots);
            System.exit(1);
        }
        printModules(classes);
        System.out.println();
        printTop(classes, top, phases ? phaseTimes : null);
    }

    private static List<Path> reportFolders(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root, 5)) {
            return paths.filter(p -> p.endsWith(Path.of("target", "surefire-reports")) && Files.isDirectory(p))
                    .sorted().toList();
        }
    }

    private static String moduleName(Path root, Path reports) {
        Path module = reports.getParent().getParent();
        Path relative = root.toAbsolutePath().normalize().relativize(module.toAbsolutePath().normalize());
        String name = relative.toString();
        return name.isEmpty() ? module.toAbsolutePath().normalize().getFileName().toString() : name;
    }

    private static TestClass read(String module, Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element suite = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
        List<TestCase> cases = new ArrayList<>();
        NodeList nodes = suite.getElementsByTagName("testcase");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element testCase = (Element) nodes.item(i);
            String className = testCase.getAttribute("classname");
            String nested = className.contains("$") ? className.substring(className.indexOf('$') + 1) + "." : "";
            // "load(ZooModel, WriteMode)[43]" -> "load[43]": the invocation's index says enough in a table.
            String name = testCase.getAttribute("name").replaceAll("\\([^)]*\\)", "");
            cases.add(new TestCase(nested + name, seconds(testCase.getAttribute("time"))));
        }
        return new TestClass(module, suite.getAttribute("name"), seconds(suite.getAttribute("time")), cases);
    }

    private static double seconds(String value) {
        return value == null || value.isBlank() ? 0 : Double.parseDouble(value.replace(",", ""));
    }

    /**
     * Reads {@code class<TAB>phase<TAB>nanos<TAB>count} lines; phases: database (first connection to a new
     * database: the emulator creates it), ddl (DDL statements and batches), bootstrap (building a session
     * factory, its DDL excluded).
     */
    private static void readPhases(Path folder, Map<String, Phases> into) throws IOException {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".tsv")).toList()) {
                for (String line : Files.readAllLines(file)) {
                    String[] fields = line.split("\t");
                    if (fields.length != 4) {
                        continue;
                    }
                    double s = Long.parseLong(fields[2]) / 1e9;
                    long n = Long.parseLong(fields[3]);
                    Phases phase = switch (fields[1]) {
                        case "database" -> new Phases(s, 0, 0, n, 0);
                        case "ddl" -> new Phases(0, s, 0, 0, n);
                        case "bootstrap" -> new Phases(0, 0, s, 0, 0);
                        default -> new Phases(0, 0, 0, 0, 0);
                    };
                    into.merge(fields[0], phase, Phases::plus);
                }
            }
        }
    }

    private static void printModules(List<TestClass> classes) {
        Map<String, List<TestClass>> byModule = new LinkedHashMap<>();
        for (TestClass c : classes) {
            byModule.computeIfAbsent(c.module(), m -> new ArrayList<>()).add(c);
        }
        System.out.println("| module | classes | tests | class time (s) | outside tests (s) | slowest class (s) |");
        System.out.println("|---|--:|--:|--:|--:|---|");
        double total = 0;
        int totalClasses = 0;
        int totalTests = 0;
        for (Map.Entry<String, List<TestClass>> module : byModule.entrySet()) {
            List<TestClass> list = module.getValue();
            double seconds = list.stream().mapToDouble(TestClass::seconds).sum();
            double outside = list.stream().mapToDouble(c -> Math.max(0, c.seconds() - c.inTests())).sum();
            int tests = list.stream().mapToInt(c -> c.cases().size()).sum();
            TestClass slowest = list.stream().max(Comparator.comparingDouble(TestClass::seconds)).orElseThrow();
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %s (%.1f) |%n", module.getKey(), list.size(),
                    tests, seconds, outside, simpleName(slowest.name()), slowest.seconds());
            total += seconds;
            totalClasses += list.size();
            totalTests += tests;
        }
        System.out.printf(Locale.ROOT, "| all | %d | %d | %.1f | | |%n", totalClasses, totalTests, total);
    }

    private static void printTop(List<TestClass> classes, int top, Map<String, Phases> phases) {
        double total = classes.stream().mapToDouble(TestClass::seconds).sum();
        List<TestClass> slowest = classes.stream().sorted(Comparator.comparingDouble(TestClass::seconds).reversed())
                .limit(top).toList();
        if (phases == null) {
            System.out.println("| # | class | module | tests | time (s) | share | outside tests (s) | slowest test (s) |");
            System.out.println("|--:|---|---|--:|--:|--:|--:|---|");
        } else {
            System.out.println("| # | class | module | tests | time (s) | databases (s, n) | DDL (s, batches) "
                    + "| bootstrap (s) | rest (s) | slowest test (s) |");
            System.out.println("|--:|---|---|--:|--:|--:|--:|--:|--:|---|");
        }
        int rank = 0;
        for (TestClass c : slowest) {
            rank++;
            TestCase worst = c.slowest();
            String worstText = String.format(Locale.ROOT, "%s (%.1f)", worst.name(), worst.seconds());
            if (phases == null) {
                System.out.printf(Locale.ROOT, "| %d | %s | %s | %d | %.1f | %.1f %% | %.1f | %s |%n", rank,
                        simpleName(c.name()), c.module(), c.cases().size(), c.seconds(), 100 * c.seconds() / total,
                        Math.max(0, c.seconds() - c.inTests()), worstText);
            } else {
                Phases p = phases.getOrDefault(c.name(), new Phases(0, 0, 0, 0, 0));
                double rest = c.seconds() - p.databases() - p.ddl() - p.bootstrap();
                System.out.printf(Locale.ROOT, "| %d | %s | %s | %d | %.1f | %.1f (%d) | %.1f (%d) | %.1f | %.1f | %s |%n",
                        rank, simpleName(c.name()), c.module(), c.cases().size(), c.seconds(), p.databases(),
                        p.databaseCount(), p.ddl(), p.ddlBatches(), p.bootstrap(), rest, worstText);
            }
        }
        double topSeconds = slowest.stream().mapToDouble(TestClass::seconds).sum();
        System.out.printf(Locale.ROOT, "%nTop %d: %.1f s of %.1f s (%.0f %%) in %d classes.%n", slowest.size(), topSeconds,
                total, 100 * topSeconds / total, classes.size());
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
