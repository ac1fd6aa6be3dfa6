package dev.spannerkeys.zoo.music.v3;

import dev.spannerkeys.annotations.BitReversedSequence;
import dev.spannerkeys.annotations.SpannerIndex;
import dev.spannerkeys.zoo.music.Singer;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import java.time.LocalDate;

/** Version 3, reached only by migration scripts: a singer's tours, looked up by title. */
@Entity
@Table(name = "Tours")
@SpannerIndex(name = "ToursByTitle", columns = "Title", storing = "OpensOn")
public class Tour {

    @Id
    @BitReversedSequence(name = "TourSeq", poolSize = 20)
    @Column(name = "TourId")
    private Long tourId;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "SingerId")
    private Singer singer;

    @Column(name = "Title", length = 200)
    private String title;

    @Column(name = "OpensOn")
    private LocalDate opensOn;

    protected Tour() {
    }
}
