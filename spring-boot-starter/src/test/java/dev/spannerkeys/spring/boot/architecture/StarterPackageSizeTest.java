package dev.spannerkeys.spring.boot.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.spannerkeys.spring.boot.autoconfigure.SpannerKeysProperties;
import dev.spannerkeys.testsupport.PackageSizes;
import org.junit.jupiter.api.Test;

/** The project's package rule in this module: no package holds more than 20 top-level types. */
class StarterPackageSizeTest {

    @Test
    void noPackageHasMoreThanTwentyTopLevelTypes() {
        assertThat(PackageSizes.of(SpannerKeysProperties.class)).containsKey("dev.spannerkeys.spring.boot.autoconfigure");
        assertThat(PackageSizes.overLimit(SpannerKeysProperties.class)).isEmpty();
    }
}
