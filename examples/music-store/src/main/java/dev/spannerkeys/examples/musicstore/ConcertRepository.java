package dev.spannerkeys.examples.musicstore;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Modifying;
import org.springframework.data.jpa.repository.Query;

/** Concerts. */
public interface ConcertRepository extends JpaRepository<Concert, String> {

    /**
     * Deletes a singer's concerts in one statement. Concerts are not interleaved in singers, so
     * the database does not cascade to them.
     *
     * @param singerId the singer's key
     * @return how many were deleted
     */
    @Modifying
    @Query("delete from Concert c where c.singerId = :singerId")
    int deleteBySingerId(Long singerId);
}
