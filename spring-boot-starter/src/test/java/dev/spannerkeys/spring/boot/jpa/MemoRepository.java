package dev.spannerkeys.spring.boot.jpa;

import java.util.List;
import org.springframework.data.jpa.repository.JpaRepository;

/** Spring Data repository for {@link Memo}. */
public interface MemoRepository extends JpaRepository<Memo, Long> {

    /** Only the text: a projection reads no commit timestamp, so it works in the transaction that saved the memo. */
    interface MemoText {
        String getText();
    }

    List<MemoText> findByAuthorOrderByText(String author);

    /** Whole entities: reads {@code savedAt}, which Spanner refuses in the transaction that saved the memo. */
    List<Memo> findByAuthor(String author);
}
