/**
 * What the advisor says: {@link dev.spannerkeys.advisor.report.Finding}s with a stable rule id, a
 * {@link dev.spannerkeys.advisor.report.Severity}, a location and the concrete fix, each citing the
 * rule of Spanner's guides it enforces; collected in an
 * {@link dev.spannerkeys.advisor.report.AdvisorReport} and printed as text
 * ({@link dev.spannerkeys.advisor.report.TextReport}) or SARIF 2.1.0
 * ({@link dev.spannerkeys.advisor.report.SarifReport}).
 *
 * <p>Depends on {@code dev.spannerkeys.advisor.input} for locations and suppressions.
 */
package dev.spannerkeys.advisor.report;
