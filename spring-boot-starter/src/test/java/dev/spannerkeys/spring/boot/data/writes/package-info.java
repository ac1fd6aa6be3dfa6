/**
 * Spring Data repositories' committed writes ({@code RepositoryWritesContract}) in each write mode and
 * dialect, one Spring context per combination.
 */
@NullMarked
package dev.spannerkeys.spring.boot.data.writes;

import org.jspecify.annotations.NullMarked;
