/**
 * A test application whose one entity has a mapping error this library reports at bootstrap; in a
 * package of its own so that no other test application scans it.
 */
@NullMarked
package dev.spannerkeys.spring.boot.wrongkey;

import org.jspecify.annotations.NullMarked;
