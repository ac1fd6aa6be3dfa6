/** The entities of the key-strategy pages ({@code docs/keys/}) and of getting started. */
package dev.spannerkeys.guide.keys;
