-- The provider board at 100,000 open requests (issue 13 item 1, bench/board-bench.ts; decision
-- 0022 'Measured'): the board leaves out requests of accounts out of service by looking their
-- few ids up once per statement (a hashed NOT IN) instead of probing users for every request
-- near the provider. This index holds only those accounts, so the lookup reads them alone
-- however many users there are.
CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL;
