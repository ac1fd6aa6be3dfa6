package dev.spannerkeys.benchmarks.distribution;

import java.util.List;

/**
 * Everything one analysis measured.
 *
 * @param parameters the analysis size
 * @param rangeFloor the random-noise floor for one window over the key ranges
 * @param reference  the ideal uniform random reference, measured like the strategies
 * @param referenceWorst the worst-window ratio of the reference under several other seeds: how far
 *                   the worst of many overlapping windows moves by chance alone
 * @param strategies each strategy, in report order
 */
public record DistributionResults(DistributionParameters parameters, NoiseFloor rangeFloor,
        StrategyDistribution reference, List<Double> referenceWorst, List<StrategyDistribution> strategies) {

    /** The result for the strategy with {@code id}. */
    public StrategyDistribution get(String id) {
        return strategies.stream().filter(s -> s.strategy().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no strategy " + id));
    }
}
