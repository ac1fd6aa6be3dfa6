package dev.spannerkeys.hibernate.internal.schematool;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.hibernate.tool.schema.TargetType;
import org.hibernate.tool.schema.spi.GenerationTarget;
import org.hibernate.tool.schema.spi.ScriptTargetOutput;
import org.hibernate.tool.schema.spi.TargetDescriptor;

/**
 * An in-memory target that collects the statements a Hibernate schema action produces, so they can
 * be put in an order Spanner accepts and then sent, all at once, to the real targets.
 */
final class CapturedDdl implements TargetDescriptor, ScriptTargetOutput, GenerationTarget {

    private final List<String> statements = new ArrayList<>();

    @Override
    public EnumSet<TargetType> getTargetTypes() {
        return EnumSet.of(TargetType.SCRIPT);
    }

    @Override
    public ScriptTargetOutput getScriptTargetOutput() {
        return this;
    }

    @Override
    public void prepare() {
        // Nothing to open.
    }

    @Override
    public void accept(String command) {
        statements.add(command);
    }

    @Override
    public void release() {
        // Nothing to close.
    }

    List<String> statements() {
        return List.copyOf(statements);
    }
}
