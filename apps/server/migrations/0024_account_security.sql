-- Two-factor sign-in for admin accounts (issue 12, docs/decisions/0024-admin-two-factor.md).

-- One row per account that has started setting up an authenticator: the TOTP secret
-- (encrypted with the settings key, as the SMTP password), when it was confirmed (NULL while
-- pending), and the last time step a code was accepted for signing in (a code is never
-- accepted twice).
CREATE TABLE two_factor_secrets (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes per confirmed authenticator, stored as SHA-256 hashes.
CREATE TABLE two_factor_recovery_codes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX two_factor_recovery_codes_user_idx ON two_factor_recovery_codes (user_id);
