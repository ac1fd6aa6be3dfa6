/**
 * The access log: the {@code UserAccessLog} table of Spanner's schema guides as a Spring Boot
 * service. Its rows must stay in time order, so the key cannot simply be random; a hashed shard
 * number leads the key instead, spreading inserts over sixteen write points while each shard
 * stays ordered, newest first.
 */
package dev.spannerkeys.examples.accesslog;
