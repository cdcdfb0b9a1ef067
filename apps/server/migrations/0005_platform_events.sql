-- Platform: domain events recorded with the change they announce (the transactional outbox's
-- log; pg-boss holds the delivery jobs), idempotent consumers, the email queue's delivery state
-- and request expiry. See docs/events.md.

CREATE TABLE domain_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL,
  payload jsonb NOT NULL,
  -- Who caused it, when a person did; no foreign key: the log outlives accounts.
  actor_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX domain_events_type_created_idx ON domain_events (type, created_at DESC);
CREATE INDEX domain_events_created_idx ON domain_events (created_at DESC);

-- Consumers run at least once: every row a consumer writes carries a key made from the event,
-- so a second run writes nothing.
ALTER TABLE notifications ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX notifications_user_dedupe_key
  ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;

ALTER TABLE email_outbox ADD COLUMN dedupe_key text;
ALTER TABLE email_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN last_attempt_at timestamptz;
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check;
-- queued: waiting for its job; sent: delivered by SMTP; logged: no SMTP configured, kept here
-- (and printed in development); failed: every retry failed.
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check
  CHECK (status IN ('queued', 'sent', 'logged', 'failed'));
CREATE UNIQUE INDEX email_outbox_dedupe_key ON email_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL;
CREATE INDEX email_outbox_status_created_idx ON email_outbox (status, created_at DESC);

-- A request whose needed time passed before anyone was chosen is closed by a scheduled job:
-- status cancelled with this reason (the spec's four statuses stay the only ones).
ALTER TABLE service_requests ADD COLUMN cancel_reason text
  CHECK (cancel_reason IN ('requester', 'expired'));
UPDATE service_requests SET cancel_reason = 'requester' WHERE status = 'cancelled';
CREATE INDEX service_requests_open_needed_idx
  ON service_requests (needed_on) WHERE status IN ('open', 'responded') AND selected_response_id IS NULL;
