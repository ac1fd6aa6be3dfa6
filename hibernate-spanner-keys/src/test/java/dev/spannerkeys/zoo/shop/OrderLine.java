package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import java.math.BigDecimal;

/** One product on an order. */
@Entity
public class OrderLine {

    @Id
    @BitReversedSequence(name = "order_line_seq")
    private Long id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private PurchaseOrder order;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Product product;

    private int quantity;

    private BigDecimal unitPrice;

    protected OrderLine() {
    }

    OrderLine(PurchaseOrder order, Product product, int quantity, BigDecimal unitPrice) {
        this.order = order;
        this.product = product;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    BigDecimal amount() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }

    public int getQuantity() {
        return quantity;
    }

    public Product getProduct() {
        return product;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }
}
