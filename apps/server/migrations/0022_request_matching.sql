-- Issue 13 (items 1-3): requests carry where the service is needed and reach only the providers
-- within their service radius (or the one provider the parent chose); acceptance, completion
-- and withdrawal become deliberate steps. docs/decisions/0022-request-matching.md

-- How far a provider travels (home service) or is visited from (at their place), in km.
ALTER TABLE users ADD COLUMN service_radius_km integer NOT NULL DEFAULT 10
  CHECK (service_radius_km BETWEEN 1 AND 100);

ALTER TABLE service_requests
  -- 'home': the provider comes to the parent; 'at_provider': the parent brings the pet.
  ADD COLUMN service_mode text NOT NULL DEFAULT 'at_provider'
    CHECK (service_mode IN ('home', 'at_provider')),
  -- Where the service is needed: a place of the gazetteer (city centre coordinates).
  ADD COLUMN location_city text,
  ADD COLUMN location_country text,
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision,
  -- A direct request: only this provider sees it until the parent widens it.
  ADD COLUMN direct_provider_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- When the chosen provider's time to answer ends (the widen-offer job looks after it).
  ADD COLUMN direct_until timestamptz,
  ADD COLUMN direct_declined_at timestamptz,
  -- When the parent was offered to widen it (declined or unanswered), once.
  ADD COLUMN widen_offered_at timestamptz,
  ADD COLUMN accepted_at timestamptz,
  -- The provider marked the service done; the parent confirms (or it confirms after 48 h).
  ADD COLUMN provider_done_at timestamptz,
  ADD CONSTRAINT service_requests_place_check CHECK (
    (latitude IS NULL) = (longitude IS NULL)
    AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))
  );

-- Requests already open keep their parent's saved place.
UPDATE service_requests r
   SET location_city = u.city, location_country = u.country,
       latitude = u.latitude, longitude = u.longitude
  FROM users u
 WHERE u.id = r.requester_id;

-- The board: open requests nobody was chosen for, found by place (earth box of the radius).
CREATE INDEX service_requests_open_place_idx ON service_requests
  USING gist (ll_to_earth(latitude, longitude))
  WHERE status IN ('open', 'responded') AND selected_response_id IS NULL
    AND direct_provider_id IS NULL AND latitude IS NOT NULL;
-- A provider's direct requests.
CREATE INDEX service_requests_direct_provider_idx ON service_requests (direct_provider_id)
  WHERE direct_provider_id IS NOT NULL;
-- The widen-offer job: direct requests whose provider's time ran out.
CREATE INDEX service_requests_direct_until_idx ON service_requests (direct_until)
  WHERE direct_provider_id IS NOT NULL AND widen_offered_at IS NULL;
-- The auto-confirm job: services marked done and not yet confirmed.
CREATE INDEX service_requests_provider_done_idx ON service_requests (provider_done_at)
  WHERE provider_done_at IS NOT NULL AND status = 'responded';

-- A parent may withdraw an acceptance before the service, with a reason.
ALTER TABLE service_responses DROP CONSTRAINT service_responses_status_check;
ALTER TABLE service_responses ADD CONSTRAINT service_responses_status_check
  CHECK (status IN ('pending', 'accepted', 'rejected', 'completed', 'withdrawn'));
ALTER TABLE service_responses
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdraw_reason text;
