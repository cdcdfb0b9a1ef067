-- Live events: what the server pushes to a signed-in user's open tabs (Server-Sent Events).
-- Stored first, then announced on the realtime bus, so a tab that reconnects with Last-Event-ID
-- gets what it missed. Kept two days (a scheduled job prunes them).
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- A consumer that runs twice for one event pushes once.
  dedupe_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_user_id_idx ON live_events (user_id, id);
CREATE INDEX live_events_created_idx ON live_events (created_at);
CREATE UNIQUE INDEX live_events_user_dedupe_key
  ON live_events (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
