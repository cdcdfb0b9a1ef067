-- The admin user search at 100,000 accounts (issue 12, bench/admin-bench.ts, docs/admin.md
-- 'Measured'). The search is a case-insensitive substring of name or email. As
-- `name ILIKE p OR email ILIKE p` every row read pays for lowering both columns and the
-- pattern (ILIKE lowers both sides in a UTF-8 database) and two trigram indexes are OR-ed;
-- the exact count of a 1-2 character query, or of one that matches most accounts, reads every
-- row and took 60-170 ms at 100,000 accounts on an idle machine.
--
-- `search_text` holds lower(name), a separator and lower(email), computed once per write. A
-- search is `search_text LIKE lower(pattern)`: the same matches (the separator is a control
-- character, which no search term can hold, so no match can span the two fields), one trigram
-- index instead of two, and a row read costs a plain LIKE (about 4 times less for a full pass).
ALTER TABLE users ADD COLUMN search_text text
  GENERATED ALWAYS AS (lower(name) || E'\x01' || lower(email)) STORED;

CREATE INDEX users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);
-- The two indexes of 0013 served only this search.
DROP INDEX users_name_trgm_idx;
DROP INDEX users_email_trgm_idx;
