/**
 * A test application whose rejected writes are checked through Spring's transaction management in
 * every write mode; in a package of its own so that no other test application scans its entities.
 */
@NullMarked
package dev.spannerkeys.spring.boot.writeerrors;

import org.jspecify.annotations.NullMarked;
