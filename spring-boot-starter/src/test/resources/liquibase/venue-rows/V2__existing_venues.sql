--liquibase formatted sql

--changeset spanner-keys:2-1
INSERT INTO venues (venue_id, name) VALUES (4611686018427387904, 'Old Hall');

--changeset spanner-keys:2-2
INSERT INTO venues (venue_id, name) VALUES (2305843009213693952, 'Jazz Cellar');
