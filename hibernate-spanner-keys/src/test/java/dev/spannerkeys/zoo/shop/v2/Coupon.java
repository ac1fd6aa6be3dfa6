package dev.spannerkeys.zoo.shop.v2;

import dev.spannerkeys.zoo.shop.CouponColumns;
import jakarta.persistence.Entity;
import java.math.BigDecimal;
import java.time.LocalDate;

/** Added in version 2: discount codes. */
@Entity
public class Coupon extends CouponColumns {

    private LocalDate validUntil;

    protected Coupon() {
    }

    public Coupon(String code, BigDecimal discountPercent, LocalDate validUntil) {
        super(code, discountPercent);
        this.validUntil = validUntil;
    }
}
