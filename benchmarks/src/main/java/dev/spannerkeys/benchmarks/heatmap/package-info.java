/**
 * Key-Visualizer-style pictures of where each key strategy writes: time (insert order) on the x
 * axis, key range on the y axis, write count as colour. Written as plain SVG text, with no
 * graphics library, so the files are small, diff-able and render on any documentation site.
 */
package dev.spannerkeys.benchmarks.heatmap;
