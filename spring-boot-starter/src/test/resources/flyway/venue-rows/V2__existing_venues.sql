INSERT INTO venues (venue_id, name) VALUES (4611686018427387904, 'Old Hall');
INSERT INTO venues (venue_id, name) VALUES (2305843009213693952, 'Jazz Cellar');
