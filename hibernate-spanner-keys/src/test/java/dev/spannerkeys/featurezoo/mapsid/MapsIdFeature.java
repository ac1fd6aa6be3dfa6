package dev.spannerkeys.featurezoo.mapsid;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.MapsId;
import jakarta.persistence.OneToOne;
import jakarta.persistence.Table;
import java.util.List;

/** {@code @OneToOne} with {@code @MapsId}: the profile's key is its user's key. */
public final class MapsIdFeature implements FeatureModel {

    @Entity(name = "MiUser")
    @Table(name = "mi_users")
    public static class User {
        @Id
        Long id;
        String login;
    }

    @Entity(name = "MiProfile")
    @Table(name = "mi_profiles")
    public static class Profile {
        @Id
        Long id;
        @OneToOne
        @MapsId
        User user;
        String bio;
    }

    @Override
    public List<String> features() {
        return List.of("@OneToOne with @MapsId");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(User.class, Profile.class);
    }

    @Override
    public List<String> tables() {
        return List.of("mi_users", "mi_profiles");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            User user = new User();
            user.id = 5L;
            user.login = "ada";
            Profile profile = new Profile();
            profile.user = user;
            profile.bio = "math";
            session.persist(user);
            session.persist(profile);
        });
        run.assertRows("select user_id, bio from mi_profiles", "5 | math");
        run.step("update", session -> session.find(Profile.class, 5L).bio = "engines");
        run.step("delete", session -> {
            Profile profile = session.find(Profile.class, 5L);
            session.remove(profile);
            session.remove(profile.user);
        });
    }
}
