-- Email verification (issue 12, docs/decisions/0027-email-verification.md).
-- Accounts that exist today predate the rule: they count as verified from when they were made.
UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL AND deleted_at IS NULL;

-- One row per emailed verification link: only the sha256 of the token is kept, with the address
-- it was sent to (the link confirms that address, no other), single use and expiring.
CREATE TABLE email_verification_tokens (
  id text PRIMARY KEY, -- sha256 of the emailed token
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verification_tokens_user_idx ON email_verification_tokens (user_id);
