package dev.spannerkeys.zoo;

import dev.spannerkeys.zoo.shop.ShopModel;
import java.util.List;

/** Every model of the zoo. */
public final class ZooModels {

    private ZooModels() {
    }

    /** The models, in the order the matrix runs them. */
    public static List<ZooModel> all() {
        return List.of(new ShopModel());
    }
}
