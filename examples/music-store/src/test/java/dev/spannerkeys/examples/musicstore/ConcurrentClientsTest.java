package dev.spannerkeys.examples.musicstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The music store under 8 concurrent HTTP clients, started as a user starts it ({@code dev} profile:
 * the development emulator), listening on loopback only. Each client repeats a mix of requests until
 * the time is up: create a singer with albums and songs, read one, list by last name, add a concert,
 * read it, delete a singer it created. No response may be a 5xx, and every acknowledged write must be
 * readable afterwards (every deleted singer gone).
 *
 * <p>Runs {@value #DEFAULT_SECONDS} s in the build; {@code -Dmusic-store.load.seconds=30} for the
 * measurement in docs/performance.md, which this test prints (throughput, p50 and p99 per request kind).
 */
@Tag("emulator")
class ConcurrentClientsTest {

    static final int CLIENTS = 8;
    static final long DEFAULT_SECONDS = 8;
    private static final Pattern SINGER_ID = Pattern.compile("\"singerId\":(\\d+)");
    private static final Pattern CONCERT_ID = Pattern.compile("\"concertId\":\"([0-9a-f-]{36})\"");

    enum Kind { CREATE_SINGER, GET_SINGER, LIST_SINGERS, ADD_CONCERT, GET_CONCERT, DELETE_SINGER }

    @Test
    void eightClientsGetNoServerErrorAndEveryAcknowledgedWriteIsReadable() throws Exception {
        Duration duration = Duration.ofSeconds(Long.getLong("music-store.load.seconds", DEFAULT_SECONDS));
        try (ConfigurableApplicationContext app = SpringApplication.run(MusicStoreApplication.class,
                "--spring.profiles.active=dev", "--server.address=127.0.0.1", "--server.port=0",
                "--logging.level.root=WARN")) {
            String base = "http://127.0.0.1:" + app.getEnvironment().getProperty("local.server.port");
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(10)).build();

            Map<Long, Integer> singers = new ConcurrentHashMap<>(); // acknowledged singer -> albums
            Map<String, Long> concerts = new ConcurrentHashMap<>(); // acknowledged concert -> singer
            Map<Long, Boolean> deleted = new ConcurrentHashMap<>();
            Map<Kind, ConcurrentLinkedQueue<Long>> latencies = new ConcurrentHashMap<>();
            AtomicLong serverErrors = new AtomicLong();
            AtomicLong otherFailures = new AtomicLong();
            ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();

            CountDownLatch start = new CountDownLatch(1);
            long[] deadline = new long[1];
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                Thread thread = new Thread(() -> {
                    List<Long> mine = new ArrayList<>();
                    try {
                        start.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    for (long round = 0; System.nanoTime() < deadline[0]; round++) {
                        try {
                            runOnce(http, base, client, round, mine, singers, concerts, deleted, latencies,
                                    serverErrors, problems);
                        } catch (IOException | RuntimeException e) {
                            otherFailures.incrementAndGet();
                            problems.add(e.toString());
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                }, "http-client-" + c);
                clients.add(thread);
            }
            clients.forEach(Thread::start);
            long began = System.nanoTime();
            deadline[0] = began + duration.toNanos();
            start.countDown();
            for (Thread thread : clients) {
                thread.join(duration.toMillis() + Duration.ofMinutes(3).toMillis());
                assertThat(thread.isAlive()).as("%s still running three minutes after the end", thread.getName())
                        .isFalse();
            }
            double seconds = (System.nanoTime() - began) / 1e9;
            System.out.println(report(latencies, seconds));

            assertThat(serverErrors.get()).as("5xx responses: %s", problems).isZero();
            assertThat(otherFailures.get()).as("failed requests: %s", problems).isZero();
            assertThat(singers).isNotEmpty();

            // Every acknowledged write is readable now; every acknowledged delete is gone.
            for (Map.Entry<Long, Integer> singer : singers.entrySet()) {
                HttpResponse<String> read = send(http, get(base + "/singers/" + singer.getKey()));
                if (deleted.containsKey(singer.getKey())) {
                    assertThat(read.statusCode()).as("deleted singer %s", singer.getKey()).isEqualTo(404);
                } else {
                    assertThat(read.statusCode()).as("singer %s", singer.getKey()).isEqualTo(200);
                    assertThat(count(read.body(), "\"albumId\"")).isEqualTo(singer.getValue());
                }
            }
            for (Map.Entry<String, Long> concert : concerts.entrySet()) {
                HttpResponse<String> read = send(http, get(base + "/concerts/" + concert.getKey()));
                assertThat(read.statusCode()).as("concert %s", concert.getKey())
                        .isEqualTo(deleted.containsKey(concert.getValue()) ? 404 : 200);
            }
        }
    }

    private static void runOnce(HttpClient http, String base, int client, long round, List<Long> mine,
            Map<Long, Integer> singers, Map<String, Long> concerts, Map<Long, Boolean> deleted,
            Map<Kind, ConcurrentLinkedQueue<Long>> latencies, AtomicLong serverErrors,
            ConcurrentLinkedQueue<String> problems) throws IOException, InterruptedException {
        int dice = ThreadLocalRandom.current().nextInt(100);
        Kind kind = mine.isEmpty() ? Kind.CREATE_SINGER
                : dice < 30 ? Kind.CREATE_SINGER
                : dice < 55 ? Kind.GET_SINGER
                : dice < 65 ? Kind.LIST_SINGERS
                : dice < 80 ? Kind.ADD_CONCERT
                : dice < 95 ? Kind.GET_CONCERT
                : Kind.DELETE_SINGER;
        long singer = mine.isEmpty() ? 0 : mine.get(ThreadLocalRandom.current().nextInt(mine.size()));
        String lastName = "Client" + client;
        HttpRequest request = switch (kind) {
            case CREATE_SINGER -> post(base + "/singers", """
                    {"firstName": "Round %d", "lastName": "%s", "albums": [
                      {"title": "First", "songs": [{"track": 1, "title": "One"}, {"track": 2, "title": "Two"}]},
                      {"title": "Second", "songs": [{"track": 1, "title": "Three"}]}]}
                    """.formatted(round, lastName));
            case GET_SINGER -> get(base + "/singers/" + singer);
            case LIST_SINGERS -> get(base + "/singers?lastName=" + lastName);
            case ADD_CONCERT -> post(base + "/singers/" + singer + "/concerts",
                    "{\"venue\": \"Hall " + round + "\", \"date\": \"2027-05-01\"}");
            case GET_CONCERT -> {
                String concert = concerts.entrySet().stream().filter(e -> e.getValue() == singer)
                        .map(Map.Entry::getKey).findAny().orElse(null);
                yield concert == null ? get(base + "/singers/" + singer) : get(base + "/concerts/" + concert);
            }
            case DELETE_SINGER -> HttpRequest.newBuilder(URI.create(base + "/singers/" + singer))
                    .timeout(Duration.ofMinutes(2)).DELETE().build();
        };
        long started = System.nanoTime();
        HttpResponse<String> response = send(http, request);
        latencies.computeIfAbsent(kind, k -> new ConcurrentLinkedQueue<>()).add(System.nanoTime() - started);
        int status = response.statusCode();
        if (status >= 500) {
            serverErrors.incrementAndGet();
            problems.add(kind + " " + status + " " + response.body());
            return;
        }
        switch (kind) {
            case CREATE_SINGER -> {
                expect(status, 201, kind, response, problems);
                Matcher id = SINGER_ID.matcher(response.body());
                if (status == 201 && id.find()) {
                    long created = Long.parseLong(id.group(1));
                    singers.put(created, 2);
                    mine.add(created);
                }
            }
            case ADD_CONCERT -> {
                expect(status, 201, kind, response, problems);
                Matcher id = CONCERT_ID.matcher(response.body());
                if (status == 201 && id.find()) {
                    concerts.put(id.group(1), singer);
                }
            }
            case DELETE_SINGER -> {
                expect(status, 204, kind, response, problems);
                if (status == 204) {
                    deleted.put(singer, true);
                    mine.remove(singer);
                }
            }
            default -> expect(status, 200, kind, response, problems);
        }
    }

    private static void expect(int status, int expected, Kind kind, HttpResponse<String> response,
            ConcurrentLinkedQueue<String> problems) {
        if (status != expected) {
            problems.add(kind + " answered " + status + ": " + response.body());
            throw new IllegalStateException(kind + " answered " + status + " instead of " + expected);
        }
    }

    private static HttpRequest get(String url) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(2)).GET().build();
    }

    private static HttpRequest post(String url, String json) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofMinutes(2))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build();
    }

    private static HttpResponse<String> send(HttpClient http, HttpRequest request)
            throws IOException, InterruptedException {
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    /** Throughput and latency percentiles, all requests and per kind. */
    static String report(Map<Kind, ConcurrentLinkedQueue<Long>> latencies, double seconds) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "music store, %d clients, %.1f s%n| requests | count | per s | p50 ms | p99 ms |%n|---|---:|---:|---:|---:|%n",
                CLIENTS, seconds));
        List<Long> all = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            ConcurrentLinkedQueue<Long> samples = latencies.get(kind);
            if (samples != null) {
                all.addAll(samples);
                out.append(row(kind.name().toLowerCase(Locale.ROOT).replace('_', ' '), new ArrayList<>(samples), seconds));
            }
        }
        out.append(row("all", all, seconds));
        return out.toString();
    }

    private static String row(String name, List<Long> samples, double seconds) {
        long[] sorted = samples.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "| %s | %d | %.1f | %.0f | %.0f |%n", name, sorted.length,
                sorted.length / seconds, percentile(sorted, 50) / 1e6, percentile(sorted, 99) / 1e6);
    }

    private static long percentile(long[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
