package dev.spannerkeys.spring.boot.data;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code data.sql} for tables Hibernate creates, on the development emulator as on an embedded database: with
 * {@code spring.jpa.defer-datasource-initialization=true} the script (a block comment, line comments, statements
 * over several lines) runs after Hibernate's {@code create}, and the repository reads its rows; in both dialects.
 */
@Tag("emulator")
class DataScriptsWithHibernateTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withUserConfiguration(SurfaceApplication.class)
            .withPropertyValues("spring.jpa.defer-datasource-initialization=true",
                    "spring.sql.init.data-locations=classpath:data/customers.sql", "logging.level.root=WARN");

    private static void theScriptsRowsAreThere(AssertableApplicationContext context) {
        assertThat(context).hasNotFailed();
        CustomerRepository customers = context.getBean(CustomerRepository.class);
        assertThat(customers.count()).isEqualTo(5);
        assertThat(customers.findByLastnameOrderByFirstnameAsc("Lovelace")).extracting(Customer::getFirstname)
                .containsExactly("Ada", "Anne", "Augusta", "Byron");
    }

    @Test
    void aDeferredDataScriptFillsTheTablesHibernateCreated() {
        runner.run(DataScriptsWithHibernateTest::theScriptsRowsAreThere);
    }

    @Test
    void aDeferredDataScriptFillsTheTablesHibernateCreatedInThePostgreSqlDialect() {
        runner.withPropertyValues("spanner.keys.emulator.dialect=postgresql").run(DataScriptsWithHibernateTest::theScriptsRowsAreThere);
    }
}
