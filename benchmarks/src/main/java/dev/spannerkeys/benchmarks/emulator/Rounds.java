package dev.spannerkeys.benchmarks.emulator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The measured runs, by round. A round runs every variant once, back to back, so two variants of
 * the same round ran under nearly the same load from whatever else shares the machine: their time
 * ratio is steadier than a ratio of medians taken across rounds.
 */
final class Rounds {

    private final List<Map<String, VariantRun>> rounds = new ArrayList<>();
    private final List<String> loads = new ArrayList<>();

    /** Starts a new round, noting the machine's load average as it starts. */
    void startRound() {
        rounds.add(new LinkedHashMap<>());
        loads.add(LoadAverage.now());
    }

    /** The load average (1, 5, 15 min) at the start of each round, in round order. */
    List<String> loads() {
        return List.copyOf(loads);
    }

    /** Records a run in the current round. */
    void add(VariantRun run) {
        rounds.get(rounds.size() - 1).put(run.variant(), run);
    }

    /** Every run of {@code variant}, in round order. */
    List<VariantRun> of(String variant) {
        return rounds.stream().filter(r -> r.containsKey(variant)).map(r -> r.get(variant)).toList();
    }

    /** The spread of {@code metric} over {@code variant}'s runs; {@code null} if it never ran. */
    Spread spread(String variant, ToDoubleFunction<VariantRun> metric) {
        List<Double> values = of(variant).stream().map(metric::applyAsDouble).toList();
        return values.isEmpty() ? null : Spread.of(values);
    }

    /**
     * The spread over rounds of {@code metric(variant) / metric(reference)}, each ratio taken within
     * one round; {@code null} if the two never ran in the same round.
     */
    Spread pairedRatio(String variant, String reference, ToDoubleFunction<VariantRun> metric) {
        List<Double> ratios = new ArrayList<>();
        for (Map<String, VariantRun> round : rounds) {
            if (round.containsKey(variant) && round.containsKey(reference)) {
                ratios.add(metric.applyAsDouble(round.get(variant)) / metric.applyAsDouble(round.get(reference)));
            }
        }
        return ratios.isEmpty() ? null : Spread.of(ratios);
    }
}
