/**
 * The entities the emulator measurement persists: the same row (an id and two short strings) under
 * each id strategy compared, one entity class per strategy so each gets its own table.
 */
package dev.spannerkeys.benchmarks.emulator.entity;
