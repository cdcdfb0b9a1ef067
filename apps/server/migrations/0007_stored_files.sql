-- Files: private files (invoices, verification documents, data and report exports, message
-- attachments) are registered here, readable only through an authorising route or a short-lived
-- signed link. Public files (pet photos, profile pictures) are referenced by the URL on their own
-- row. See docs/files.md.

CREATE TABLE stored_files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The object's key in the upload store: private/<folder>/<owner>/<random>. Never a URL.
  object_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN (
    'invoice', 'verification_document', 'data_export', 'report_export', 'message_attachment'
  )),
  -- Who the file belongs to; the account's deletion removes the row and (after the commit, by a
  -- job) the object.
  owner_id uuid REFERENCES users (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_owner_idx ON stored_files (owner_id, created_at DESC);

-- The key that signs short-lived links to private files when they live on local disk (an S3
-- bucket signs its own). One row, made on first use and shared by every instance.
CREATE TABLE file_link_secret (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
