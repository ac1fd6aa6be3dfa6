/**
 * The music store: a Spring Boot REST service over Spanner's classic schema, Singers → Albums →
 * Songs, stored as interleaved tables so that a singer's albums and songs live in the singer's
 * split and go with the singer when it is deleted.
 *
 * <p>Keys: singers and albums draw bit-reversed sequence values, concerts get random UUIDs, songs
 * are keyed by their track number within the album. Nothing here names a dialect or a DDL
 * statement: the annotations on the entities are all the library needs.
 */
package dev.spannerkeys.examples.musicstore;
