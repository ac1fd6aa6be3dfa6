package dev.spannerkeys.examples.aot;

import java.util.List;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.ListCrudRepository;

/** Singers; Spring Data's AOT processing writes these queries as code at build time. */
public interface SingerRepository extends ListCrudRepository<Singer, Long> {

    /**
     * @param lastName the last name
     * @return the singers of that name, by first name
     */
    List<Singer> findByLastNameOrderByFirstNameAsc(String lastName);

    /**
     * @param lastName the last name
     * @param page the page, with its sort
     * @return one page of the singers of that name
     */
    Page<Singer> findByLastName(String lastName, Pageable page);

    /**
     * @param lastName the last name
     * @return how many singers have it
     */
    long countByLastName(String lastName);

    /**
     * @param prefix the start of the first name
     * @return the singers whose first name starts so, by first name
     */
    @Query("select s from Singer s where s.firstName like concat(:prefix, '%') order by s.firstName")
    List<Singer> firstNamesStartingWith(String prefix);
}
