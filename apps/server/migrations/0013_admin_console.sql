-- The operator's console (issue 12): the admin audit log, and indexes for the user search.

-- Every admin action: who (actor), what (action), to which account (target), before and after.
-- Actor and target are kept as plain ids (no foreign key) so the trail survives account
-- deletion; the actor's email is copied for the same reason.
CREATE TABLE admin_audit_events (
  id bigserial PRIMARY KEY,
  actor_id uuid,
  actor_email text,
  action text NOT NULL,
  target_id uuid,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_audit_events_created_idx ON admin_audit_events (created_at DESC);
CREATE INDEX admin_audit_events_target_idx ON admin_audit_events (target_id, created_at DESC);

-- The user search is a case-insensitive substring match over name and email: trigram indexes
-- let ILIKE '%term%' use an index instead of reading every account.
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
-- The console's newest-first list without a role filter.
CREATE INDEX users_created_idx ON users (created_at DESC);
