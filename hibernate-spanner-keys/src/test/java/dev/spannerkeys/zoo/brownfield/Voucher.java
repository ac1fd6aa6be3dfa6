package dev.spannerkeys.zoo.brownfield;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;

/** A voucher: the TABLE strategy of older applications. */
@Entity
public class Voucher {

    @Id
    @GeneratedValue(strategy = GenerationType.TABLE)
    private Long id;

    private String code;

    public Long getId() {
        return id;
    }

    public String getCode() {
        return code;
    }

    public void setCode(String code) {
        this.code = code;
    }
}
