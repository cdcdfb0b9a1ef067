-- Trust (issue 13, items 4 and 5): emergency / 24x7 services and provider verification.

-- A service a provider offers in an emergency, day and night. /search/emergency lists these and
-- every veterinary hospital, nearest first.
ALTER TABLE services ADD COLUMN emergency boolean NOT NULL DEFAULT false;
CREATE INDEX services_emergency_idx ON services (provider_id) WHERE emergency AND is_active;

-- When a super admin approved the provider's documents: the Verified badge and the search's
-- 'Verified only' filter read this. Kept after the documents are deleted.
ALTER TABLE users ADD COLUMN provider_verified_at timestamptz;
CREATE INDEX users_provider_verified_idx ON users (id) WHERE provider_verified_at IS NOT NULL;

-- One row per submission: an ID document and an address proof (private stored files), then a
-- super admin's decision. The documents are deleted 30 days after the decision (DPDP data
-- minimisation, the trust.purge-documents job); the row and its decision stay.
CREATE TABLE provider_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  id_document_id uuid REFERENCES stored_files (id) ON DELETE SET NULL,
  address_proof_id uuid REFERENCES stored_files (id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- What the provider reads when rejected.
  rejection_reason text,
  documents_deleted_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)
);
-- At most one submission waiting per provider.
CREATE UNIQUE INDEX provider_verifications_pending_idx
  ON provider_verifications (provider_id) WHERE status = 'pending';
CREATE INDEX provider_verifications_provider_idx
  ON provider_verifications (provider_id, submitted_at DESC);
-- The review queue, oldest first.
CREATE INDEX provider_verifications_queue_idx
  ON provider_verifications (submitted_at) WHERE status = 'pending';
-- The purge job: decided submissions whose documents are still kept.
CREATE INDEX provider_verifications_purge_idx
  ON provider_verifications (decided_at) WHERE decided_at IS NOT NULL AND documents_deleted_at IS NULL;
