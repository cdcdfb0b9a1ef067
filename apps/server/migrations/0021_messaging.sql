-- Conversations between pet parents and providers (issue 15; modules/messaging).

-- One conversation per parent and provider about a request (every responding provider), and
-- one general conversation per pair (Send Message on the profile; service_id names the service
-- it was last opened from). Each side's last read message is its read receipt.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  parent_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request_id uuid REFERENCES service_requests (id) ON DELETE CASCADE,
  service_id uuid REFERENCES services (id) ON DELETE SET NULL,
  started_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_read_seq bigint NOT NULL DEFAULT 0,
  provider_read_seq bigint NOT NULL DEFAULT 0,
  last_message_seq bigint NOT NULL DEFAULT 0,
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX conversations_pair_request_key
  ON conversations (parent_id, provider_id, request_id) WHERE request_id IS NOT NULL;
CREATE UNIQUE INDEX conversations_pair_general_key
  ON conversations (parent_id, provider_id) WHERE request_id IS NULL;
CREATE INDEX conversations_parent_activity_idx ON conversations (parent_id, last_activity_at DESC);
CREATE INDEX conversations_provider_activity_idx
  ON conversations (provider_id, last_activity_at DESC);
CREATE INDEX conversations_request_idx ON conversations (request_id) WHERE request_id IS NOT NULL;

-- Messages as written (masking is applied when they are shown). seq orders a conversation and
-- is the history's cursor; (sender_id, client_key) makes a retried send store once.
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigserial NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX messages_sender_client_key ON messages (sender_id, client_key);
CREATE INDEX messages_conversation_seq_idx ON messages (conversation_id, seq DESC);

-- A block is one person's: while either side has blocked the other, neither can send.
CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- A reported conversation, queued for the super admin (who reads its messages).
CREATE TABLE conversation_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_reports_status_created_idx
  ON conversation_reports (status, created_at DESC);

-- A new notification type: a message (once per unread burst).
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'service_request_new', 'service_request_response', 'service_request_accepted',
  'service_request_completed', 'service_request_cancelled', 'review_received',
  'review_response', 'subscription_reminder', 'subscription_updated', 'payment_success',
  'payment_failed', 'system_announcement', 'security_alert', 'profile_update', 'welcome',
  'achievement', 'reminder', 'new_message'
));
