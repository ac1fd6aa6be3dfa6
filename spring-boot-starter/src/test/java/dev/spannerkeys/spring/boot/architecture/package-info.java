/** Checks of the starter's structure against the project's package rules. */
package dev.spannerkeys.spring.boot.architecture;
