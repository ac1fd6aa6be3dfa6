--liquibase formatted sql

--changeset spanner-keys:1-1
CREATE SEQUENCE venue_id_sequence OPTIONS (sequence_kind = "bit_reversed_positive");

--changeset spanner-keys:1-2
CREATE TABLE venues (
  venue_id int64 NOT NULL,
  name string(100) NOT NULL
) PRIMARY KEY (venue_id);
