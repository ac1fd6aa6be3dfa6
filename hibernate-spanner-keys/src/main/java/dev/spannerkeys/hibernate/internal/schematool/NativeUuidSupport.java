package dev.spannerkeys.hibernate.internal.schematool;

import dev.spannerkeys.internal.schema.ColumnDefinition;
import dev.spannerkeys.internal.schema.SchemaModel;
import dev.spannerkeys.internal.schema.SqlDialect;
import dev.spannerkeys.internal.schema.TableDefinition;
import dev.spannerkeys.internal.schema.ddl.UuidDdl;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.tool.schema.spi.SchemaManagementException;

/**
 * Refuses a schema action that would create a native {@code UUID} column
 * ({@code @RandomUuid(storage = UuidStorage.UUID)}) on a database without the type, before anything is
 * sent: one read-only query needing the type and its generator ({@link UuidDdl#nativeSupportProbe}), and on
 * its failure an error naming the columns, the database's own message and the fix. Emulator 1.5.28 answers
 * "Function not found: NEW_UUID" (GoogleSQL) and "Postgres function gen_random_uuid() is not supported".
 */
final class NativeUuidSupport {

    private NativeUuidSupport() {
    }

    /** Checks the database behind {@code connection} if {@code model} has a native UUID column. */
    static void require(Connection connection, SqlDialect dialect, SchemaModel model) {
        List<String> columns = new ArrayList<>();
        for (TableDefinition table : model.tables()) {
            for (ColumnDefinition column : table.columns()) {
                if (UuidDdl.isNativeType(column.type())) {
                    columns.add(table.name() + "." + column.name());
                }
            }
        }
        if (columns.isEmpty()) {
            return;
        }
        try (Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(UuidDdl.nativeSupportProbe(dialect))) {
            result.next();
        } catch (SQLException rejected) {
            String message = String.valueOf(rejected.getMessage()).lines().findFirst().orElse("").strip();
            throw new SchemaManagementException("This database does not support Spanner's native UUID type, which "
                    + "@RandomUuid(storage = UuidStorage.UUID) creates for " + String.join(", ", columns)
                    + "; nothing was sent. The database answered " + UuidDdl.nativeSupportProbe(dialect) + " with: "
                    + message + ". Fix: use @RandomUuid(storage = UuidStorage.STRING36) (STRING(36) / varchar(36)) or "
                    + "UuidStorage.BYTES16, or upgrade to a Spanner version with the UUID type.", rejected);
        }
    }
}
