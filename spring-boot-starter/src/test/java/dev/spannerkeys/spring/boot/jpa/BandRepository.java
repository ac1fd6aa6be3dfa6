package dev.spannerkeys.spring.boot.jpa;

import jakarta.persistence.LockModeType;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Lock;

/** Spring Data repository for {@link Band}, with a method that locks the row it reads. */
interface BandRepository extends JpaRepository<Band, Long> {

    /** The band, its row locked until the transaction ends. */
    @Lock(LockModeType.PESSIMISTIC_WRITE)
    Optional<Band> findLockedByBandId(Long bandId);
}
