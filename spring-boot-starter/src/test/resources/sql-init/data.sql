INSERT INTO Genres (GenreId, Name) VALUES (1, 'Jazz');
INSERT INTO Genres (GenreId, Name) VALUES (2, 'Highlife');
