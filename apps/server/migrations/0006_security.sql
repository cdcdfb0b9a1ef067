-- Security hardening (issue 8, docs/security.md).

-- Secrets the instances share, made once by whichever starts first: the key that signs CSRF
-- tokens (a token is bound to the session it was issued for).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Refused requests (CSRF, rate limits, failed sign-ins) are folded into one row per type,
-- address, account and hour, counted; a daily job deletes rows past their retention and keeps
-- the table under a cap. The security dashboard reads sums of count and last_seen_at.
ALTER TABLE security_events ADD COLUMN count integer NOT NULL DEFAULT 1;
ALTER TABLE security_events ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE security_events ADD COLUMN bucket_key text;
UPDATE security_events SET last_seen_at = created_at;
CREATE UNIQUE INDEX security_events_bucket_key
  ON security_events (bucket_key) WHERE bucket_key IS NOT NULL;
CREATE INDEX security_events_last_seen_idx ON security_events (last_seen_at DESC);
