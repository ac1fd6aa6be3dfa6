package dev.spannerkeys.zoo.shop;

import dev.spannerkeys.annotations.RandomUuid;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.math.BigDecimal;

/**
 * The columns of the coupon table that versions 2 and 3 share; each version's {@code Coupon} entity
 * extends it and declares the expiry date (checked in version 3) and its checks.
 */
@MappedSuperclass
public abstract class CouponColumns {

    @Id
    @RandomUuid
    private String id;

    @Column(nullable = false, unique = true, length = 20)
    private String code;

    @Column(precision = 5, scale = 2)
    private BigDecimal discountPercent;

    protected CouponColumns() {
    }

    protected CouponColumns(String code, BigDecimal discountPercent) {
        this.code = code;
        this.discountPercent = discountPercent;
    }

    public String getCode() {
        return code;
    }

    public BigDecimal getDiscountPercent() {
        return discountPercent;
    }
}
