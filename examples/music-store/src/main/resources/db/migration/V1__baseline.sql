CREATE SEQUENCE album_id_sequence OPTIONS (sequence_kind = "bit_reversed_positive");

CREATE SEQUENCE singer_id_sequence OPTIONS (sequence_kind = "bit_reversed_positive");

CREATE TABLE singers (
  singer_id int64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE singer_id_sequence)),
  first_name string(255),
  last_name string(255)
) PRIMARY KEY (singer_id);

CREATE TABLE albums (
  singer_id int64 NOT NULL,
  album_id int64 NOT NULL DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE album_id_sequence)),
  title string(255)
) PRIMARY KEY (singer_id, album_id), INTERLEAVE IN PARENT singers ON DELETE CASCADE;

CREATE TABLE concerts (
  concert_id string(36) NOT NULL DEFAULT (GENERATE_UUID()),
  `date` date,
  singer_id int64,
  venue string(255)
) PRIMARY KEY (concert_id);

CREATE TABLE songs (
  singer_id int64 NOT NULL,
  album_id int64 NOT NULL,
  track_number int64 NOT NULL,
  title string(255)
) PRIMARY KEY (singer_id, album_id, track_number), INTERLEAVE IN PARENT albums ON DELETE CASCADE;

CREATE INDEX singers_by_last_name ON singers (last_name) STORING (first_name);

