package dev.spannerkeys.featurezoo.manytomany;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import jakarta.persistence.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** {@code @ManyToMany} with a join table, owned on one side, mapped by the other. */
public final class ManyToManyFeature implements FeatureModel {

    @Entity(name = "MmStudent")
    @Table(name = "mm_students")
    public static class Student {
        @Id
        Long id;
        String name;
        @ManyToMany
        @JoinTable(name = "mm_enrolments", joinColumns = @JoinColumn(name = "student_id"),
                inverseJoinColumns = @JoinColumn(name = "course_id"))
        Set<Course> courses = new HashSet<>();
    }

    @Entity(name = "MmCourse")
    @Table(name = "mm_courses")
    public static class Course {
        @Id
        Long id;
        String title;
        @ManyToMany(mappedBy = "courses")
        Set<Student> students = new HashSet<>();
    }

    @Override
    public List<String> features() {
        return List.of("@ManyToMany join table");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Student.class, Course.class);
    }

    @Override
    public List<String> tables() {
        return List.of("mm_students", "mm_courses", "mm_enrolments");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            Course math = course(1L, "math");
            Course art = course(2L, "art");
            session.persist(math);
            session.persist(art);
            for (long id = 1; id <= 2; id++) {
                Student student = new Student();
                student.id = id;
                student.name = "s" + id;
                student.courses.add(math);
                if (id == 2) {
                    student.courses.add(art);
                }
                session.persist(student);
            }
        });
        run.step("enrol, drop", session -> {
            Student first = session.find(Student.class, 1L);
            first.courses.add(session.find(Course.class, 2L));
            Student second = session.find(Student.class, 2L);
            second.courses.remove(session.find(Course.class, 1L));
        });
        run.assertRows("select student_id, course_id from mm_enrolments", "1 | 1", "1 | 2", "2 | 2");
        run.step("delete the owner", session -> session.remove(session.find(Student.class, 1L)));
        run.assertRows("select student_id, course_id from mm_enrolments", "2 | 2");
    }

    private static Course course(long id, String title) {
        Course course = new Course();
        course.id = id;
        course.title = title;
        return course;
    }
}
