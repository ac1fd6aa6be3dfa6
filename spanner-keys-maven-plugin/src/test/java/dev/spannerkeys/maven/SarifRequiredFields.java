package dev.spannerkeys.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.Set;

/**
 * Test fixture: checks a SARIF log against the required properties and enumerations of the SARIF
 * 2.1.0 schema for every object kind the advisor writes (sarifLog, run, tool, toolComponent,
 * reportingDescriptor, result, message, location, physicalLocation, region, logicalLocation,
 * suppression, multiformatMessageString).
 */
final class SarifRequiredFields {

    private static final Set<String> LEVELS = Set.of("none", "note", "warning", "error");
    private static final Set<String> SUPPRESSION_KINDS = Set.of("inSource", "external");

    private SarifRequiredFields() {
    }

    /** The parsed log, after checking it. */
    static JsonObject check(String sarif) {
        JsonObject log = JsonParser.parseString(sarif).getAsJsonObject();
        assertEquals("2.1.0", required(log, "version").getAsString());
        JsonArray runs = required(log, "runs").getAsJsonArray();
        assertTrue(runs.size() >= 1);
        for (JsonElement runElement : runs) {
            JsonObject run = runElement.getAsJsonObject();
            JsonObject driver = required(required(run, "tool").getAsJsonObject(), "driver").getAsJsonObject();
            assertTrue(!required(driver, "name").getAsString().isBlank());
            JsonArray rules = driver.has("rules") ? driver.getAsJsonArray("rules") : new JsonArray();
            for (JsonElement rule : rules) {
                JsonObject descriptor = rule.getAsJsonObject();
                required(descriptor, "id");
                for (String text : new String[] {"shortDescription", "fullDescription", "help"}) {
                    if (descriptor.has(text)) {
                        required(descriptor.getAsJsonObject(text), "text");
                    }
                }
                if (descriptor.has("defaultConfiguration")) {
                    level(descriptor.getAsJsonObject("defaultConfiguration"));
                }
            }
            JsonArray results = run.has("results") ? run.getAsJsonArray("results") : new JsonArray();
            for (JsonElement resultElement : results) {
                JsonObject result = resultElement.getAsJsonObject();
                JsonObject message = required(result, "message").getAsJsonObject();
                assertTrue(message.has("text") || message.has("id"), "message needs text or id: " + message);
                level(result);
                if (result.has("ruleIndex")) {
                    int index = result.get("ruleIndex").getAsInt();
                    assertEquals(result.get("ruleId").getAsString(),
                            rules.get(index).getAsJsonObject().get("id").getAsString(), "ruleIndex points at ruleId");
                }
                if (result.has("locations")) {
                    for (JsonElement location : result.getAsJsonArray("locations")) {
                        location(location.getAsJsonObject());
                    }
                }
                if (result.has("suppressions")) {
                    for (JsonElement suppression : result.getAsJsonArray("suppressions")) {
                        assertTrue(SUPPRESSION_KINDS.contains(required(suppression.getAsJsonObject(), "kind").getAsString()));
                    }
                }
            }
        }
        return log;
    }

    private static void location(JsonObject location) {
        if (location.has("physicalLocation")) {
            JsonObject physical = location.getAsJsonObject("physicalLocation");
            assertTrue(physical.has("address") || physical.has("artifactLocation"),
                    "physicalLocation needs address or artifactLocation: " + physical);
            if (physical.has("region")) {
                assertTrue(physical.getAsJsonObject("region").get("startLine").getAsInt() >= 1);
            }
        }
        if (location.has("message")) {
            required(location.getAsJsonObject("message"), "text");
        }
        if (location.has("logicalLocations")) {
            for (JsonElement logical : location.getAsJsonArray("logicalLocations")) {
                assertTrue(logical.getAsJsonObject().has("fullyQualifiedName"));
            }
        }
    }

    private static void level(JsonObject owner) {
        if (owner.has("level")) {
            assertTrue(LEVELS.contains(owner.get("level").getAsString()), "level: " + owner.get("level"));
        }
    }

    private static JsonElement required(JsonObject owner, String property) {
        assertTrue(owner.has(property), () -> "missing required '" + property + "' in " + owner);
        return owner.get(property);
    }
}
