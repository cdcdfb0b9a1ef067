-- Account management (issue 14): deactivation and deletion requests, reviewed by a super admin.

-- Why an account is out of service. suspended_at stays the one flag every query reads to hide
-- an account and refuse its sign-in; these two say why it was set:
--   deactivated_at: an approved deactivation (the user signs in again to reactivate);
--   deleted_at: an approved deletion (personal data erased, the row kept anonymised so the
--               other side's records — payments, reviews, conversations — still point at it).
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

CREATE TABLE account_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deactivate', 'delete')),
  reason text NOT NULL,
  comments text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One pending request per account at a time.
CREATE UNIQUE INDEX account_requests_one_pending_key ON account_requests (user_id)
  WHERE status = 'pending';
CREATE INDEX account_requests_status_created_idx ON account_requests (status, created_at DESC);
CREATE INDEX account_requests_user_created_idx ON account_requests (user_id, created_at DESC);
