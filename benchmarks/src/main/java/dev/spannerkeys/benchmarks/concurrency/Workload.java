package dev.spannerkeys.benchmarks.concurrency;

import java.util.Arrays;
import java.util.List;

/** What the threads of one measurement cell do: all the same operation, or writers and readers mixed. */
enum Workload {

    /** Every thread: {@link Operation#AUTOCOMMIT_READ}. */
    AUTOCOMMIT_READ("a", Operation.AUTOCOMMIT_READ, Operation.AUTOCOMMIT_READ),
    /** Every thread: {@link Operation#READ_ONLY}. */
    READ_ONLY("b", Operation.READ_ONLY, Operation.READ_ONLY),
    /** Every thread: {@link Operation#READ_WRITE_SELECT}. */
    READ_WRITE_SELECT("c", Operation.READ_WRITE_SELECT, Operation.READ_WRITE_SELECT),
    /** Every thread: {@link Operation#READ_WRITE_INSERT}. */
    READ_WRITE_INSERT("d", Operation.READ_WRITE_INSERT, Operation.READ_WRITE_INSERT),
    /** Even threads insert in read-write transactions, odd threads read in read-only ones. */
    WRITERS_AND_READ_ONLY("e", Operation.READ_WRITE_INSERT, Operation.READ_ONLY),
    /** Every thread: {@link Operation#AUTOCOMMIT_INSERT}. */
    AUTOCOMMIT_INSERT("f", Operation.AUTOCOMMIT_INSERT, Operation.AUTOCOMMIT_INSERT),
    /** Even threads insert in read-write transactions, odd threads read in autocommit mode. */
    WRITERS_AND_AUTOCOMMIT_READS("g", Operation.READ_WRITE_INSERT, Operation.AUTOCOMMIT_READ),
    /** Even threads insert in read-write transactions, odd threads insert in autocommit mode. */
    WRITERS_AND_AUTOCOMMIT_WRITES("h", Operation.READ_WRITE_INSERT, Operation.AUTOCOMMIT_INSERT);

    private final String id;
    private final Operation even;
    private final Operation odd;

    Workload(String id, Operation even, Operation odd) {
        this.id = id;
        this.even = even;
        this.odd = odd;
    }

    /** The short id used on the command line and in the report: a to h. */
    String id() {
        return id;
    }

    /** The operation thread {@code index} repeats. */
    Operation operationOf(int index) {
        return index % 2 == 0 ? even : odd;
    }

    /** The distinct operations of this workload, in report order. */
    List<Operation> operations() {
        return even == odd ? List.of(even) : List.of(even, odd);
    }

    /** The workload with this id. */
    static Workload byId(String id) {
        return Arrays.stream(values()).filter(w -> w.id.equals(id.strip())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown workload '" + id + "': use a to h"));
    }
}
