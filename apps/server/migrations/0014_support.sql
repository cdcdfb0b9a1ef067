-- The rest of the site (issue 14): contact messages and feedback with the admin's inboxes.

-- A message sent with the Contact Us form. user_id is set when the sender was signed in and
-- cleared if that account is deleted (the message stays for the support record).
-- client_ip is kept for the per-address hourly limit only.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  category text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered')),
  reply text,
  replied_at timestamptz,
  replied_by uuid REFERENCES users (id) ON DELETE SET NULL,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
CREATE INDEX contact_messages_ip_idx ON contact_messages (client_ip, created_at DESC);

-- Feedback from the /feedback page; guests may send it (user_id null).
CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL,
  rating integer CHECK (rating BETWEEN 1 AND 5),
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered')),
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC);
CREATE INDEX feedback_ip_idx ON feedback (client_ip, created_at DESC);
