package dev.spannerkeys.benchmarks.distribution;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How uneven perfectly random keys still are: the expected busiest of {@code bins} buckets when
 * {@code draws} inserts land uniformly at random, relative to the even share {@code draws / bins}.
 * No random key can beat this on average, so it is the target for UUIDv4 and for hashed shards.
 *
 * <p>Computed two ways that check each other:
 * <ul>
 *   <li><b>formula</b> (Poisson approximation): treat each bucket's count as an independent
 *       Poisson(&lambda; = draws/bins) variable; then P(max &le; m) = F(m)<sup>bins</sup> and
 *       E[max] = &Sigma;<sub>m&ge;0</sub> (1 - F(m)<sup>bins</sup>). It slightly overstates the
 *       exact multinomial value, whose counts must add up to {@code draws}.</li>
 *   <li><b>simulation</b>: {@code trials} rounds of {@code draws} uniform draws from a seeded
 *       generator, busiest bucket averaged (and its median taken).</li>
 * </ul>
 *
 * @param draws           inserts per window
 * @param bins            buckets
 * @param formulaMean     Poisson-approximation E[max] / (draws/bins)
 * @param formulaMedian   Poisson-approximation median of max / (draws/bins)
 * @param simulatedMean   simulated mean of max / (draws/bins)
 * @param simulatedMedian simulated median of max / (draws/bins)
 * @param trials          simulation rounds
 */
public record NoiseFloor(int draws, int bins, double formulaMean, double formulaMedian, double simulatedMean,
        double simulatedMedian, int trials) {

    /** Computes both estimates; the simulation is seeded and therefore repeatable. */
    public static NoiseFloor of(int draws, int bins, int trials, long seed) {
        double even = (double) draws / bins;
        double[] formula = poissonMaxMeanAndMedian(draws, bins);
        int[] maxima = simulate(draws, bins, trials, seed);
        double sum = 0;
        for (int max : maxima) {
            sum += max;
        }
        Arrays.sort(maxima);
        return new NoiseFloor(draws, bins, formula[0] / even, formula[1] / even, sum / trials / even,
                maxima[(trials - 1) / 2] / even, trials);
    }

    /** {E[max], median of max} of {@code bins} independent Poisson(draws/bins) counts. */
    static double[] poissonMaxMeanAndMedian(int draws, int bins) {
        double lambda = (double) draws / bins;
        // Poisson probabilities up to well past any plausible maximum, in log space so that a large
        // lambda (e^-lambda underflows) stays exact.
        int top = (int) Math.ceil(lambda + 40 * Math.sqrt(lambda) + 60);
        double[] pmf = new double[top + 1];
        double logP = -lambda;
        for (int m = 0; m <= top; m++) {
            if (m > 0) {
                logP += Math.log(lambda / m);
            }
            pmf[m] = Math.exp(logP);
        }
        // Upper tails summed from the top keep the precision that 1 - F(m) loses near 1.
        double[] above = new double[top + 2];
        for (int m = top; m >= 0; m--) {
            above[m] = above[m + 1] + pmf[m];
        }
        double mean = 0;
        double median = -1;
        for (int m = 0; m <= top; m++) {
            double tail = above[m + 1];                              // P(count > m)
            double allAtMost = Math.exp(bins * Math.log1p(-Math.min(tail, 1 - 1e-300)));
            mean += 1 - allAtMost;                                   // P(max > m)
            if (median < 0 && allAtMost >= 0.5) {
                median = m;
            }
        }
        return new double[] {mean, median};
    }

    private static int[] simulate(int draws, int bins, int trials, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] counts = new int[bins];
        int[] maxima = new int[trials];
        for (int t = 0; t < trials; t++) {
            Arrays.fill(counts, 0);
            int max = 0;
            for (int d = 0; d < draws; d++) {
                max = Math.max(max, ++counts[random.nextInt(bins)]);
            }
            maxima[t] = max;
        }
        return maxima;
    }
}
