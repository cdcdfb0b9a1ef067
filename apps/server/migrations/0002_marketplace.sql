-- The marketplace loop: pets, provider services, service requests, responses, notifications.
-- Money columns are integer paise (INR minor units). Names follow the spec's snake_case.

CREATE TABLE pets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN (
    'dog', 'cat', 'bird', 'rabbit', 'hamster', 'fish', 'turtle', 'guinea pig', 'other'
  )),
  weight numeric(5, 1) NOT NULL CHECK (weight > 0),
  pic text,
  medical_history text,
  vaccination_status text NOT NULL DEFAULT 'up_to_date'
    CHECK (vaccination_status IN ('up_to_date', 'needs_update', 'unknown')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pets_owner_created_idx ON pets (owner_id, created_at DESC);

CREATE TABLE services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  category text NOT NULL CHECK (category IN (
    'adoption', 'walking', 'accommodation', 'sitting', 'taxi', 'training', 'grooming',
    'pharmacy', 'stores', 'veterinary', 'hospitals'
  )),
  pet_types_accepted text[] NOT NULL CHECK (cardinality(pet_types_accepted) >= 1),
  home_service_available boolean NOT NULL DEFAULT false,
  -- [{ "description": text, "amount": integer paise }], at least one
  charges jsonb NOT NULL CHECK (jsonb_typeof(charges) = 'array' AND jsonb_array_length(charges) >= 1),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX services_provider_created_idx ON services (provider_id, created_at DESC);
-- Which providers offer a category (new-request fan-out, board visibility, accept).
CREATE INDEX services_category_active_idx ON services (category, provider_id) WHERE is_active;

CREATE TABLE service_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A pet with active requests cannot be deleted; older requests keep their row without it.
  pet_id uuid REFERENCES pets (id) ON DELETE SET NULL,
  service_name text NOT NULL CHECK (service_name IN (
    'Pet Grooming', 'Dog Walking', 'Pet Sitting', 'Veterinary Care', 'Pet Training',
    'Pet Taxi', 'Pet Boarding', 'Pet Pharmacy', 'Emergency Care'
  )),
  -- The primary service category of service_name (core: REQUEST_SERVICE_TYPES).
  category text NOT NULL,
  description text NOT NULL,
  needed_on date NOT NULL,
  needed_at time NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'responded', 'completed', 'cancelled')),
  budget_amount integer CHECK (budget_amount >= 0),
  payment_status text NOT NULL DEFAULT 'pending'
    CHECK (payment_status IN ('pending', 'completed', 'failed', 'refunded')),
  payment_amount integer,
  payment_currency text NOT NULL DEFAULT 'INR',
  payment_transaction_id text,
  selected_provider_id uuid REFERENCES users (id) ON DELETE SET NULL,
  selected_response_id uuid,
  service_id uuid REFERENCES services (id) ON DELETE SET NULL,
  completed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_requests_requester_created_idx
  ON service_requests (requester_id, created_at DESC);
-- The provider board: open/responded requests of some service names, newest first.
CREATE INDEX service_requests_board_idx
  ON service_requests (service_name, status, created_at DESC);
CREATE INDEX service_requests_category_status_idx
  ON service_requests (category, status, created_at DESC);
CREATE INDEX service_requests_pet_idx ON service_requests (pet_id);
CREATE INDEX service_requests_selected_provider_idx
  ON service_requests (selected_provider_id) WHERE selected_provider_id IS NOT NULL;
CREATE INDEX service_requests_service_idx ON service_requests (service_id)
  WHERE service_id IS NOT NULL;

CREATE TABLE service_responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL,
  estimated_price integer NOT NULL CHECK (estimated_price >= 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'rejected', 'completed')),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT service_responses_request_provider_key UNIQUE (request_id, provider_id)
);
CREATE INDEX service_responses_provider_created_idx
  ON service_responses (provider_id, created_at DESC);

ALTER TABLE service_requests
  ADD CONSTRAINT service_requests_selected_response_fkey
  FOREIGN KEY (selected_response_id) REFERENCES service_responses (id) ON DELETE SET NULL;

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN (
    'service_request_new', 'service_request_response', 'service_request_accepted',
    'service_request_completed', 'service_request_cancelled', 'review_received',
    'review_response', 'subscription_reminder', 'subscription_updated', 'payment_success',
    'payment_failed', 'system_announcement', 'security_alert', 'profile_update', 'welcome',
    'achievement', 'reminder'
  )),
  title text NOT NULL,
  message text NOT NULL,
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
  read boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT read;
