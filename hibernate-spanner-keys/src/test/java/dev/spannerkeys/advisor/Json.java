package dev.spannerkeys.advisor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test fixture: a strict JSON reader, so the SARIF output is checked as parsed data rather than as
 * text. Objects become {@link LinkedHashMap}s in document order, arrays {@link List}s, numbers
 * {@link Long} (or {@link Double} with a fraction or exponent). Anything that is not JSON fails.
 */
final class Json {

    private final String text;
    private int position;

    private Json(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        Json json = new Json(text);
        Object value = json.value();
        json.whitespace();
        if (json.position != text.length()) {
            throw json.error("trailing text");
        }
        return value;
    }

    /** The object at {@code path} below {@code root}: keys for objects, indexes for arrays. */
    @SuppressWarnings("unchecked")
    static <T> T at(Object root, Object... path) {
        Object current = root;
        for (Object step : path) {
            if (step instanceof Integer index) {
                current = ((List<Object>) current).get(index);
            } else {
                Map<String, Object> object = (Map<String, Object>) current;
                if (!object.containsKey(step)) {
                    throw new AssertionError("no key '" + step + "' in " + object.keySet());
                }
                current = object.get(step);
            }
        }
        return (T) current;
    }

    private Object value() {
        whitespace();
        if (position >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(position);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> object = new LinkedHashMap<>();
        position++;
        whitespace();
        if (peek('}')) {
            position++;
            return object;
        }
        while (true) {
            whitespace();
            String key = string();
            whitespace();
            expect(':');
            if (object.containsKey(key)) {
                throw error("duplicate key " + key);
            }
            object.put(key, value());
            whitespace();
            if (peek(',')) {
                position++;
                continue;
            }
            expect('}');
            return object;
        }
    }

    private List<Object> array() {
        List<Object> array = new ArrayList<>();
        position++;
        whitespace();
        if (peek(']')) {
            position++;
            return array;
        }
        while (true) {
            array.add(value());
            whitespace();
            if (peek(',')) {
                position++;
                continue;
            }
            expect(']');
            return array;
        }
    }

    private String string() {
        expect('"');
        StringBuilder value = new StringBuilder();
        while (true) {
            if (position >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(position++);
            if (c == '"') {
                return value.toString();
            }
            if (c < 0x20) {
                throw error("control character in string");
            }
            if (c != '\\') {
                value.append(c);
                continue;
            }
            char escaped = text.charAt(position++);
            switch (escaped) {
                case '"', '\\', '/' -> value.append(escaped);
                case 'b' -> value.append('\b');
                case 'f' -> value.append('\f');
                case 'n' -> value.append('\n');
                case 'r' -> value.append('\r');
                case 't' -> value.append('\t');
                case 'u' -> {
                    value.append((char) Integer.parseInt(text.substring(position, position + 4), 16));
                    position += 4;
                }
                default -> throw error("bad escape \\" + escaped);
            }
        }
    }

    private Object number() {
        int start = position;
        while (position < text.length() && "+-0123456789.eE".indexOf(text.charAt(position)) >= 0) {
            position++;
        }
        String number = text.substring(start, position);
        if (number.isEmpty()) {
            throw error("unexpected character '" + text.charAt(start) + "'");
        }
        return number.matches("-?\\d+") ? (Object) Long.parseLong(number) : (Object) Double.parseDouble(number);
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, position)) {
            throw error("expected " + word);
        }
        position += word.length();
        return value;
    }

    private void whitespace() {
        while (position < text.length() && " \t\r\n".indexOf(text.charAt(position)) >= 0) {
            position++;
        }
    }

    private boolean peek(char c) {
        return position < text.length() && text.charAt(position) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        position++;
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException(problem + " at offset " + position + ": "
                + text.substring(Math.max(0, position - 40), Math.min(text.length(), position + 40)));
    }
}
