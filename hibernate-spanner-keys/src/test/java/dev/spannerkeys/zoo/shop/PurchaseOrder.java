package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.BitReversedSequence;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** An order; ORDER is a reserved word, so the table is {@code orders}. */
@Entity
@Table(name = "orders", indexes = @Index(name = "orders_by_status", columnList = "status"))
public class PurchaseOrder extends AuditedEntity {

    @Id
    @BitReversedSequence(name = "order_seq")
    private Long id;

    @ManyToOne(optional = false, fetch = FetchType.LAZY)
    private Customer customer;

    @Enumerated(EnumType.STRING)
    private OrderStatus status = OrderStatus.PLACED;

    private BigDecimal total;

    private LocalDate deliveryDate;

    @OneToMany(mappedBy = "order", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<OrderLine> lines = new ArrayList<>();

    protected PurchaseOrder() {
    }

    public PurchaseOrder(Customer customer, LocalDate deliveryDate) {
        this.customer = customer;
        this.deliveryDate = deliveryDate;
    }

    /** Adds a line and keeps the total. */
    public OrderLine add(Product product, int quantity) {
        OrderLine line = new OrderLine(this, product, quantity, product.getPrice());
        lines.add(line);
        total = lines.stream().map(OrderLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
        return line;
    }

    public Long getId() {
        return id;
    }

    public Customer getCustomer() {
        return customer;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public void setStatus(OrderStatus status) {
        this.status = status;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public LocalDate getDeliveryDate() {
        return deliveryDate;
    }

    public List<OrderLine> getLines() {
        return lines;
    }

    /** Removes a line (orphan removal deletes its row) and keeps the total. */
    public void remove(OrderLine line) {
        lines.remove(line);
        total = lines.stream().map(OrderLine::amount).reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
