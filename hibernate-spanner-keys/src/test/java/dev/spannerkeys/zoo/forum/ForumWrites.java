package dev.spannerkeys.zoo.forum;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.spannerkeys.zoo.ZooWrites;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;

/**
 * The forum's writer: boards with their posts in one transaction (each insert gets its key from the identity
 * column), posts edited and boards renamed, boards closed with their posts deleted first (the foreign key).
 */
final class ForumWrites implements ZooWrites {

    /** Posts with their boards. */
    private static final String WITH_BOARD = "select p from Post p join fetch p.board";

    private static final int POSTS = 2;

    private final Map<Long, String> boards = new TreeMap<>();
    private final Map<Long, String> posts = new TreeMap<>();

    @Override
    public int load(SessionFactory factory, int aggregates) {
        List<Board> loadedBoards = new ArrayList<>();
        List<Post> loadedPosts = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < aggregates; i++) {
                Board board = new Board("board " + i);
                session.persist(board);
                loadedBoards.add(board);
                for (int n = 0; n < POSTS; n++) {
                    Post post = new Post(board, "post " + n + " on board " + i);
                    session.persist(post);
                    loadedPosts.add(post);
                }
            }
        });
        boards.putAll(byId(loadedBoards, Board::getId, Board::getTitle));
        posts.putAll(byId(loadedPosts, Post::getId, ForumWrites::describe));
        return aggregates * (1 + POSTS);
    }

    @Override
    public void update(SessionFactory factory) {
        List<Board> renamed = new ArrayList<>();
        List<Post> edited = new ArrayList<>();
        factory.inTransaction(session -> {
            for (Board board : session.createSelectionQuery("from Board", Board.class).getResultList()) {
                if (number(board.getTitle()) % 3 == 0) {
                    board.setTitle(board.getTitle() + " (archived)");
                    renamed.add(board);
                }
            }
            for (Post post : session.createSelectionQuery(WITH_BOARD, Post.class).getResultList()) {
                if (post.getBody().startsWith("post 0 ")) {
                    post.setBody(post.getBody() + ", edited");
                    edited.add(post);
                }
            }
        });
        boards.putAll(byId(renamed, Board::getId, Board::getTitle));
        posts.putAll(byId(edited, Post::getId, ForumWrites::describe));
    }

    @Override
    public void delete(SessionFactory factory) {
        List<Long> closed = new ArrayList<>();
        List<Long> deletedPosts = new ArrayList<>();
        factory.inTransaction(session -> {
            List<Post> allPosts = session.createSelectionQuery(WITH_BOARD, Post.class).getResultList();
            for (Board board : session.createSelectionQuery("from Board", Board.class).getResultList()) {
                if (number(board.getTitle()) % 4 == 3) {
                    for (Post post : allPosts) {
                        if (post.getBoard().getId().equals(board.getId())) {
                            session.remove(post);
                            deletedPosts.add(post.getId());
                        }
                    }
                    session.remove(board);
                    closed.add(board.getId());
                }
            }
        });
        boards.keySet().removeAll(closed);
        posts.keySet().removeAll(deletedPosts);
    }

    @Override
    public void readBack(SessionFactory factory) {
        Map<Long, String> storedBoards = new TreeMap<>();
        Map<Long, String> storedPosts = new TreeMap<>();
        factory.inTransaction(session -> {
            storedBoards.putAll(byId(session.createSelectionQuery("from Board", Board.class).getResultList(),
                    Board::getId, Board::getTitle));
            storedPosts.putAll(byId(session.createSelectionQuery(WITH_BOARD, Post.class)
                    .getResultList(), Post::getId, ForumWrites::describe));
        });
        assertEquals(boards, storedBoards);
        assertEquals(posts, storedPosts);
    }

    @Override
    public Map<String, Long> expectedRowCounts() {
        return Map.of("boards", (long) boards.size(), "posts", (long) posts.size());
    }

    private static int number(String title) {
        return Integer.parseInt(title.replaceAll("\\D", ""));
    }

    private static <T> Map<Long, String> byId(List<T> entities, Function<T, Long> id, Function<T, String> describe) {
        return entities.stream().collect(Collectors.toMap(id, describe, (a, b) -> a, TreeMap::new));
    }

    private static String describe(Post post) {
        return post.getBoard().getId() + " " + post.getBody();
    }
}
