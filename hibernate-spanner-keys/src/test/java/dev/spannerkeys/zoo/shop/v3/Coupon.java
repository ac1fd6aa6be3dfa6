package dev.spannerkeys.zoo.shop.v3;

import dev.spannerkeys.zoo.shop.CouponColumns;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import java.time.LocalDate;
import org.hibernate.annotations.Check;
import org.hibernate.annotations.GeneratedColumn;

/**
 * Version 3, reached only by migration scripts: the discount is checked to be a percentage (a named
 * table check and a column check), and the code is also kept upper-cased in a stored generated column.
 */
@Entity
@Check(name = "coupon_discount_range", constraints = "discount_percent >= 0 AND discount_percent <= 100")
public class Coupon extends CouponColumns {

    @Check(name = "coupon_valid_until_set", constraints = "valid_until > '2000-01-01'")
    private LocalDate validUntil;

    @GeneratedColumn("UPPER(code)")
    @Column(length = 20, insertable = false, updatable = false)
    private String codeUpper;

    protected Coupon() {
    }
}
