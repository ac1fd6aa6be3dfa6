package dev.spannerkeys.benchmarks.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CellResultTest {

    @Test
    void aChildsResultLinesReadBackToTheSameResult() {
        OperationTally writes = new OperationTally();
        writes.succeeded();
        writes.failed("commit", new SQLException("NOT_FOUND: Transaction not found: 1234"));
        writes.failed("commit", new SQLException("NOT_FOUND: Transaction not found: 99"));
        writes.failed("statement", new SQLException("tab\there\nand a new line"));
        OperationTally reads = new OperationTally();
        reads.succeeded();
        reads.succeeded();
        CellResult result = new CellResult(Workload.WRITERS_AND_READ_ONLY, "no-mux+lock-rw", 5.01, 0,
                Map.of(Operation.READ_WRITE_INSERT, writes.counts(), Operation.READ_ONLY, reads.counts()));

        List<String> lines = result.toLines();
        assertTrue(lines.stream().allMatch(CellResult::isResultLine));
        CellResult back = CellResult.parse(lines).get(0);

        assertEquals(result.workload(), back.workload());
        assertEquals(result.setup(), back.setup());
        assertEquals(3, back.operations().get(Operation.READ_WRITE_INSERT).failed());
        assertEquals(2L, back.operations().get(Operation.READ_WRITE_INSERT).errors()
                .get("commit: NOT_FOUND: Transaction not found: #"));
        assertEquals(1L, back.operations().get(Operation.READ_WRITE_INSERT).errors()
                .get("statement: tab here and a new line"));
        assertEquals(2, back.operations().get(Operation.READ_ONLY).ok());
        assertEquals(3, back.ok());
    }

    @Test
    void eachWorkloadSplitsItsThreadsBetweenAtMostTwoOperations() {
        assertEquals(Operation.READ_WRITE_INSERT, Workload.WRITERS_AND_AUTOCOMMIT_READS.operationOf(0));
        assertEquals(Operation.AUTOCOMMIT_READ, Workload.WRITERS_AND_AUTOCOMMIT_READS.operationOf(1));
        assertEquals(List.of(Operation.READ_ONLY), Workload.byId("b").operations());
        assertNull(ClientSetup.LOCK_TRANSACTIONS.lockFor(Operation.AUTOCOMMIT_READ, null));
    }
}
