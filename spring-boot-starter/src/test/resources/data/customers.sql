/*
 * Customers for the Spring Data slice tests, written as applications write their scripts:
 * a licence-style block comment, line comments, and statements over several lines.
 * The same script runs on GoogleSQL and PostgreSQL-dialect databases.
 */
-- the Lovelace family
INSERT INTO customer (id, firstname, lastname)
VALUES (101, 'Ada', 'Lovelace'),
       (102, 'Byron', 'Lovelace');
INSERT INTO customer (id, firstname, lastname) VALUES (103, 'Anne', 'Lovelace'); -- a trailing comment
INSERT INTO customer (id, firstname, lastname)
    VALUES (104, 'Charles', 'Babbage');
INSERT INTO customer (id, firstname, lastname) VALUES (105, 'Augusta', 'Lovelace');
