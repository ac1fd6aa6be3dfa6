package dev.spannerkeys.featurezoo.ordercolumn;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;

/** {@code @OrderColumn}: a list whose positions are stored, keyed by owner and position. */
public final class OrderColumnFeature implements FeatureModel {

    @Entity(name = "OcRecipe")
    @Table(name = "oc_recipes")
    public static class Recipe {
        @Id
        Long id;
        @ElementCollection
        @CollectionTable(name = "oc_recipe_steps", joinColumns = @JoinColumn(name = "recipe_id"))
        @OrderColumn(name = "position")
        @Column(name = "step")
        List<String> steps = new ArrayList<>();
    }

    @Override
    public List<String> features() {
        return List.of("@OrderColumn");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Recipe.class);
    }

    @Override
    public List<String> tables() {
        return List.of("oc_recipes", "oc_recipe_steps");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Recipe recipe = new Recipe();
            recipe.id = 1L;
            recipe.steps.addAll(List.of("boil", "salt", "pasta", "drain"));
            session.persist(recipe);
        });
        run.step("remove from the middle, insert at the front", session -> {
            Recipe recipe = session.find(Recipe.class, 1L);
            recipe.steps.remove("salt");
            recipe.steps.add(0, "fill");
        });
        run.assertRows("select recipe_id, position, step from oc_recipe_steps", "1 | 0 | fill", "1 | 1 | boil",
                "1 | 2 | pasta", "1 | 3 | drain");
        run.step("shorten", session -> {
            Recipe recipe = session.find(Recipe.class, 1L);
            recipe.steps.remove(3);
            recipe.steps.remove(2);
        });
        run.assertRows("select recipe_id, position, step from oc_recipe_steps", "1 | 0 | fill", "1 | 1 | boil");
        run.step("delete", session -> session.remove(session.find(Recipe.class, 1L)));
    }
}
