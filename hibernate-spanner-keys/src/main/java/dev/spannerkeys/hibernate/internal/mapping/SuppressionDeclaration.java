package dev.spannerkeys.hibernate.internal.mapping;

import dev.spannerkeys.annotations.SuppressAdvisorRule;
import dev.spannerkeys.annotations.SuppressAdvisorRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The one reader of {@link SuppressAdvisorRule} (repeated, or in {@link SuppressAdvisorRules}), on an
 * entity class or on an attribute's field or getter.
 *
 * @param rule the id of the silenced rule
 * @param reason why the finding is accepted
 * @param declaredOn the class or {@code Class.attribute} that carries it, for reports
 */
public record SuppressionDeclaration(String rule, String reason, String declaredOn) {

    /** The suppressions declared on {@code type} itself; none for {@code null}, an entity without a Java class. */
    public static List<SuppressionDeclaration> onType(Class<?> type) {
        return type == null ? List.of() : read(List.of(type.getAnnotationsByType(SuppressAdvisorRule.class)), type.getName());
    }

    /** The suppressions declared on an attribute's field or getter. */
    public static List<SuppressionDeclaration> on(AttributeMembers members, String declaredOn) {
        return read(members.annotations(SuppressAdvisorRule.class), declaredOn);
    }

    private static List<SuppressionDeclaration> read(List<SuppressAdvisorRule> annotations, String declaredOn) {
        List<SuppressionDeclaration> declarations = new ArrayList<>();
        for (SuppressAdvisorRule annotation : annotations) {
            declarations.add(new SuppressionDeclaration(annotation.rule(), annotation.reason(), declaredOn));
        }
        return declarations;
    }
}
