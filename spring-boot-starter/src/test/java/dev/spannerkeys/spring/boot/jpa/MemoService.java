package dev.spannerkeys.spring.boot.jpa;

import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Saves a memo and queries in the same transaction, as the commit-timestamp guide shows. */
@Service
public class MemoService {

    private final MemoRepository memos;

    MemoService(MemoRepository memos) {
        this.memos = memos;
    }

    /** What {@link #save} returns: the saved memo and the author's memo texts. */
    public record Saved(Memo memo, List<String> texts) {
    }

    @Transactional
    public Saved save(String author, String text) {
        Memo memo = memos.save(new Memo(author, text));
        List<String> texts = memos.findByAuthorOrderByText(author).stream()
                .map(MemoRepository.MemoText::getText).toList();   // the query's flush writes the memo first
        return new Saved(memo, texts);                          // after the commit, memo.getSavedAt() is set
    }

    /** Saves a memo, then loads the author's memos as entities in the same transaction: refused by Spanner. */
    @Transactional
    public List<Memo> saveAndLoad(String author, String text) {
        memos.save(new Memo(author, text));
        return memos.findByAuthor(author);
    }
}
