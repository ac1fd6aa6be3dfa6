package dev.spannerkeys.emulator;

import dev.spannerkeys.emulator.internal.BinaryFinder;
import dev.spannerkeys.emulator.internal.TestcontainersRuntime;
/** The "how to get an emulator" text shared by every not-found message. */
final class InstallHelp {

    static final String TEXT = String.join("\n",
            "Get a Cloud Spanner emulator in any one of these ways:",
            "  1. gcloud component:      gcloud components install cloud-spanner-emulator",
            "  2. Debian/Ubuntu package:  apt-get install google-cloud-cli-spanner-emulator",
            "     (if the SDK lives elsewhere, set -D" + BinaryFinder.SDK_ROOT_PROPERTY
                    + "=<sdk root> or -D" + BinaryFinder.BINARY_PROPERTY + "=<path to emulator_main>)",
            "  3. a running emulator:     set SPANNER_EMULATOR_HOST=host:port",
            "     (e.g. after 'gcloud emulators spanner start --host-port=127.0.0.1:9010')",
            "  4. Docker:                 run a Docker engine and put org.testcontainers:testcontainers-gcloud",
            "     on the test classpath; the image " + TestcontainersRuntime.DEFAULT_IMAGE + " is then started",
            "");

    private InstallHelp() {
    }
}
