package dev.spannerkeys.examples.aot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application: nothing AOT-specific in its code. {@code mvn package} runs {@code spring-boot:process-aot};
 * {@code java -Dspring.aot.enabled=true -jar ...} then starts it from the generated code.
 */
@SpringBootApplication
public class AotApplication {

    /** @param args Spring Boot's arguments */
    public static void main(String[] args) {
        SpringApplication.run(AotApplication.class, args);
    }
}
