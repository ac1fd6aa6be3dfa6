package dev.spannerkeys.featurezoo.batchfetch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.featurezoo.FeatureModel;
import dev.spannerkeys.featurezoo.FeatureRun;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.annotations.BatchSize;

/** Batch fetching ({@code @BatchSize}): lazy associations and collections of several owners loaded together. */
public final class BatchFetchFeature implements FeatureModel {

    @Entity(name = "BfTeam")
    @Table(name = "bf_teams")
    @BatchSize(size = 10)
    public static class Team {
        @Id
        Long id;
        String name;
        @OneToMany(mappedBy = "team")
        @BatchSize(size = 10)
        List<Player> players = new ArrayList<>();

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public List<Player> getPlayers() {
            return players;
        }
    }

    @Entity(name = "BfPlayer")
    @Table(name = "bf_players")
    public static class Player {
        @Id
        Long id;
        @ManyToOne(fetch = FetchType.LAZY)
        Team team;
        String name;

        public Team getTeam() {
            return team;
        }
    }

    @Override
    public List<String> features() {
        return List.of("batch fetching");
    }

    @Override
    public List<Class<?>> entities() {
        return List.of(Team.class, Player.class);
    }

    @Override
    public List<String> tables() {
        return List.of("bf_teams", "bf_players");
    }

    @Override
    public void run(FeatureRun run) {
        run.step("insert", session -> {
            for (long team = 1; team <= 3; team++) {
                Team t = new Team();
                t.id = team;
                t.name = "t" + team;
                session.persist(t);
                for (long player = 1; player <= 2; player++) {
                    Player p = new Player();
                    p.id = team * 10 + player;
                    p.team = t;
                    p.name = "p" + p.id;
                    session.persist(p);
                }
            }
        });
        run.step("read in batches, update", session -> {
            List<Player> players = session.createSelectionQuery("from BfPlayer order by id", Player.class)
                    .getResultList();
            assertEquals(List.of("t1", "t1", "t2", "t2", "t3", "t3"),
                    players.stream().map(player -> player.getTeam().getName()).toList());
            int sizes = 0;
            for (Player player : players) {
                sizes += player.getTeam().getPlayers().size();
            }
            assertEquals(12, sizes);
            players.get(0).getTeam().setName("first");
        });
        run.assertRows("select id, name from bf_teams", "1 | first", "2 | t2", "3 | t3");
    }
}
