/**
 * The advisor's rules, one class each, listed in {@link dev.spannerkeys.internal.advisor.rules.Rules}: each
 * reads an {@link dev.spannerkeys.internal.advisor.input.AdvisorInput} and returns findings. To add a rule,
 * implement {@link dev.spannerkeys.internal.advisor.rules.AdvisorRule} here, register it in {@code Rules}, and
 * document it in docs/advisor.md (docs/architecture.md walks through it).
 *
 * <p>Depends on {@code input} and {@code report}.
 */
package dev.spannerkeys.internal.advisor.rules;
