/**
 * The code of the user guide in {@code docs/}: every Java snippet there is copied from a source
 * file of this build (the examples, or the small classes in this package tree), and
 * {@link dev.spannerkeys.guide.DocumentationSnippetsTest} checks that it still is. The classes
 * here exist for the guide; the tests beside them run them on the emulator, so what the guide
 * shows also works.
 */
package dev.spannerkeys.guide;
