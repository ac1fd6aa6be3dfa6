/*
 * Copyright 2026 Example Corp.
 * Licensed under the Apache License, Version 2.0 (the "License").
 */
-- The cities the application starts with.
INSERT INTO imported_cities (id, name, country)
  VALUES (1, 'Lisbon', 'PT');
INSERT INTO imported_cities (id, name, country) VALUES (2, 'Porto; the north', 'PT'); -- a semicolon in a string
INSERT INTO no_such_table (id) VALUES (3);
INSERT INTO imported_cities (id, name, country)
VALUES (4,
        'Braga',
        'PT');
