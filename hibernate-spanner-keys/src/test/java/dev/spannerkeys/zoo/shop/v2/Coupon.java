package dev.spannerkeys.zoo.shop.v2;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Added in version 2: discount codes. */
@Entity
public class Coupon {

    @Id
    @RandomUuid
    private String id;

    @Column(nullable = false, unique = true, length = 20)
    private String code;

    @Column(precision = 5, scale = 2)
    private BigDecimal discountPercent;

    private LocalDate validUntil;

    protected Coupon() {
    }

    public Coupon(String code, BigDecimal discountPercent, LocalDate validUntil) {
        this.code = code;
        this.discountPercent = discountPercent;
        this.validUntil = validUntil;
    }

    public String getCode() {
        return code;
    }

    public BigDecimal getDiscountPercent() {
        return discountPercent;
    }
}
