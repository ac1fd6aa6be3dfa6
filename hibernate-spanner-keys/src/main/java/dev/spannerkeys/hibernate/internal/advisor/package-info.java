/**
 * Internal to hibernate-spanner-keys: the implementation behind the public types of
 * {@code dev.spannerkeys.hibernate.advisor}. Not part of the public API (see docs/api.md); may change in any release.
 */
package dev.spannerkeys.hibernate.internal.advisor;
