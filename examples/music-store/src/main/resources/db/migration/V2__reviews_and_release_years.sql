ALTER TABLE albums ADD COLUMN release_year int64;

CREATE TABLE reviews (
  review_id string(36) NOT NULL DEFAULT (GENERATE_UUID()),
  album_id int64,
  singer_id int64,
  stars int64,
  text string(2000)
) PRIMARY KEY (review_id);

CREATE NULL_FILTERED INDEX albums_by_release_year ON albums (release_year) STORING (title);

