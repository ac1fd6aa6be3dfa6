/** Test application: entities with the library's keys started with a dialect or database the library cannot use. */
package dev.spannerkeys.spring.boot.wrongdialect;
