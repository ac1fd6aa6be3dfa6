package dev.spannerkeys.featurezoo.converter;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Convert;
import jakarta.persistence.Converter;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;

/** {@code AttributeConverter}: the column holds what the converter makes of the attribute. */
public final class ConverterFeature implements FeatureModel {

    public record Money(long cents, String currency) {
    }

    @Converter
    public static class MoneyConverter implements AttributeConverter<Money, String> {
        @Override
        public String convertToDatabaseColumn(Money money) {
            return money == null ? null : money.currency() + ":" + money.cents();
        }

        @Override
        public Money convertToEntityAttribute(String text) {
            if (text == null) {
                return null;
            }
            String[] parts = text.split(":");
            return new Money(Long.parseLong(parts[1]), parts[0]);
        }
    }

    @Converter
    public static class YesNoConverter implements AttributeConverter<Boolean, String> {
        @Override
        public String convertToDatabaseColumn(Boolean value) {
            return value == null ? null : value ? "Y" : "N";
        }

        @Override
        public Boolean convertToEntityAttribute(String text) {
            return text == null ? null : text.equals("Y");
        }
    }

    @Entity(name = "CvInvoice")
    @Table(name = "cv_invoices")
    public static class Invoice {
        @Id
        Long id;
        @Convert(converter = MoneyConverter.class)
        Money total;
        @Convert(converter = YesNoConverter.class)
        Boolean paid;
    }

    @Override
    public List<String> features() {
        return List.of("AttributeConverter");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Invoice.class);
    }

    @Override
    public List<String> tables() {
        return List.of("cv_invoices");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Invoice invoice = new Invoice();
            invoice.id = 1L;
            invoice.total = new Money(1250, "EUR");
            invoice.paid = false;
            session.persist(invoice);
        });
        run.assertRows("select id, total, paid from cv_invoices", "1 | EUR:1250 | N");
        run.step("update", session -> {
            Invoice invoice = session.find(Invoice.class, 1L);
            invoice.paid = true;
            invoice.total = new Money(1300, "EUR");
        });
        run.assertRows("select id, total, paid from cv_invoices", "1 | EUR:1300 | Y");
        run.step("delete", session -> session.remove(session.find(Invoice.class, 1L)));
    }
}
