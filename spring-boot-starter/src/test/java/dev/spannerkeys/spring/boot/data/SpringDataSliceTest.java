package dev.spannerkeys.spring.boot.data;

/**
 * The {@code @DataJpaTest} surface on a GoogleSQL database. Both slices run in the default write mode,
 * {@code dml}: a slice's transaction is rolled back, so nothing reaches the commit where the mutation modes
 * differ; the committed writes in every mode are {@code RepositoryWritesContract}'s.
 */
class SpringDataSliceTest extends SpringDataSliceContract {
}
