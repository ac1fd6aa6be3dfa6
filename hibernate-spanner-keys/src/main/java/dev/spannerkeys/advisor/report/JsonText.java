package dev.spannerkeys.advisor.report;

import java.util.List;
import java.util.Map;

/**
 * Writes JSON from maps, lists, strings, numbers and booleans, indented by two spaces. Just enough
 * for the SARIF report without a JSON library; maps keep their iteration order.
 */
final class JsonText {

    private JsonText() {
    }

    static String write(Object value) {
        StringBuilder json = new StringBuilder();
        write(value, json, "");
        return json.append('\n').toString();
    }

    private static void write(Object value, StringBuilder json, String indent) {
        if (value == null) {
            json.append("null");
        } else if (value instanceof String text) {
            string(text, json);
        } else if (value instanceof Number || value instanceof Boolean) {
            json.append(value);
        } else if (value instanceof Map<?, ?> map) {
            object(map, json, indent);
        } else if (value instanceof List<?> list) {
            array(list, json, indent);
        } else {
            throw new IllegalArgumentException("Cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    private static void object(Map<?, ?> map, StringBuilder json, String indent) {
        if (map.isEmpty()) {
            json.append("{}");
            return;
        }
        String inner = indent + "  ";
        json.append("{\n");
        boolean first = true;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!first) {
                json.append(",\n");
            }
            first = false;
            json.append(inner);
            string(String.valueOf(entry.getKey()), json);
            json.append(": ");
            write(entry.getValue(), json, inner);
        }
        json.append('\n').append(indent).append('}');
    }

    private static void array(List<?> list, StringBuilder json, String indent) {
        if (list.isEmpty()) {
            json.append("[]");
            return;
        }
        String inner = indent + "  ";
        json.append("[\n");
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                json.append(",\n");
            }
            json.append(inner);
            write(list.get(i), json, inner);
        }
        json.append('\n').append(indent).append(']');
    }

    private static void string(String text, StringBuilder json) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        json.append('"');
    }
}
