-- Discovery and trust: provider coordinates, reviews and provider rating aggregates,
-- favourites, and the search table that keeps every listed service in one narrow, indexed row.
--
-- service_search is derived data. Triggers keep it current in the same transaction as every
-- write that changes what a search shows: a service saved, a provider's name, city,
-- coordinates or suspension changed, a review written, edited or deleted. A service is in it
-- exactly while it is active and its provider is an unsuspended service_provider.

CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- --- Where providers are ------------------------------------------------------------------

-- Placed from city and country by the offline gazetteer when the profile is saved.
ALTER TABLE users
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision,
  ADD CONSTRAINT users_coordinates_check CHECK (
    (latitude IS NULL) = (longitude IS NULL)
    AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))
  );
CREATE INDEX users_provider_location_idx ON users
  USING gist (ll_to_earth(latitude, longitude))
  WHERE role = 'service_provider' AND latitude IS NOT NULL;
-- Provider suggestions while typing.
CREATE INDEX users_provider_name_trgm_idx ON users
  USING gin (lower(name) gin_trgm_ops)
  WHERE role = 'service_provider';

-- --- Reviews ------------------------------------------------------------------------------

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reviewer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reviewee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_request_id uuid NOT NULL REFERENCES service_requests (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (char_length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One review per request: the can-review rule's "not reviewed yet", race-proof.
  CONSTRAINT reviews_service_request_key UNIQUE (service_request_id)
);
CREATE INDEX reviews_reviewee_created_idx ON reviews (reviewee_id, created_at DESC, id);
CREATE INDEX reviews_reviewee_rating_idx ON reviews (reviewee_id, rating, created_at DESC);
CREATE INDEX reviews_reviewer_idx ON reviews (reviewer_id, created_at DESC);
CREATE INDEX reviews_created_idx ON reviews (created_at DESC, id);

-- Count and sum of each provider's ratings, changed by the review triggers below.
CREATE TABLE provider_ratings (
  provider_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- --- Favourites ---------------------------------------------------------------------------

CREATE TABLE favorites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider_id)
);
CREATE INDEX favorites_user_created_idx ON favorites (user_id, created_at DESC);
CREATE INDEX favorites_provider_idx ON favorites (provider_id);

-- --- Search -------------------------------------------------------------------------------

-- Lower case, the common Latin accents removed (what JavaScript's NFD folding does for them),
-- split into words of letters and digits (punctuation and symbols between U+2000 and U+2BFF
-- separate words too). The API splits queries the same way
-- (core discovery/search.ts: splitWords).
CREATE FUNCTION discovery_words(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT word ORDER BY word), '{}'::text[])
  FROM regexp_split_to_table(
    translate(
      lower(coalesce(input, '')),
      'àáâãäåāăąèéêëēėęěìíîïīįòóôõöōőùúûüūůűçćčñńňýÿšśžźżďťřĺľ'
        || 'ÀÁÂÃÄÅĀĂĄÈÉÊËĒĖĘĚÌÍÎÏĪĮÒÓÔÕÖŌŐÙÚÛÜŪŮŰÇĆČÑŃŇÝŸŠŚŽŹŻĎŤŘĹĽ',
      'aaaaaaaaaeeeeeeeeiiiiiiooooooouuuuuuucccnnnyysszzzdtrll'
        || 'aaaaaaaaaeeeeeeeeiiiiiiooooooouuuuuuucccnnnyysszzzdtrll'
    ),
    '[^a-z0-9\u00c0-\u1fff\u2c00-\uffff]+'
  ) AS word
  WHERE length(word) >= 2
$$;

-- Words a category is searched by: its key, its label (core SERVICE_CATEGORY_LABELS) and
-- common synonyms. A test checks the labels against core.
CREATE FUNCTION discovery_category_words(category text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT category || ' ' || CASE category
    WHEN 'adoption' THEN 'pet adoption adopt rescue shelter'
    WHEN 'walking' THEN 'dog walking walker walks'
    WHEN 'accommodation' THEN 'pet boarding kennel hostel stay daycare'
    WHEN 'sitting' THEN 'pet sitting sitter'
    WHEN 'taxi' THEN 'pet taxi transport cab ride'
    WHEN 'training' THEN 'pet training trainer obedience'
    WHEN 'grooming' THEN 'pet grooming groomer spa bath haircut'
    WHEN 'pharmacy' THEN 'pet pharmacy medicine medicines chemist'
    WHEN 'stores' THEN 'pet stores store shop supplies food'
    WHEN 'veterinary' THEN 'veterinary care vet vets doctor clinic'
    WHEN 'hospitals' THEN 'pet hospitals hospital emergency clinic'
    ELSE ''
  END
$$;

-- The location-free part of the spec's relevance score: 0.4 x rating + 0.3 x ln(reviews + 1).
-- The search adds 0.3 x (10 - distance km) when it measures distance (core relevanceScore).
CREATE FUNCTION discovery_base_relevance(average_rating double precision, review_count integer)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 0.4 * average_rating + 0.3 * ln(review_count + 1)
$$;

-- Grid cells of a point at three sizes (0.05, 0.2 and 1 degree), as integers: a radius search
-- first narrows to the cells its circle touches (GIN, combined with the text words), then
-- measures. The API computes the same cells for the circle (search/cells.ts).
CREATE FUNCTION discovery_cells(lat double precision, lng double precision) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lat IS NULL OR lng IS NULL THEN '{}'::integer[] ELSE ARRAY[
    (floor((lat + 90) * 20) * 10000 + floor((lng + 180) * 20))::integer,
    (100000000 + floor((lat + 90) * 5) * 10000 + floor((lng + 180) * 5))::integer,
    (200000000 + floor(lat + 90) * 1000 + floor(lng + 180))::integer
  ] END
$$;

-- One row per listed service: what cards, filters and sorts need, without joins.
CREATE TABLE service_search (
  service_id uuid PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
  provider_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  category text NOT NULL,
  pet_types text[] NOT NULL,
  home_service boolean NOT NULL,
  -- Lowest and highest charge, paise.
  price_min integer,
  price_max integer,
  -- The provider's place, as coordinates, as an earthdistance point and as grid cells.
  latitude double precision,
  longitude double precision,
  location earth,
  cells integer[] NOT NULL DEFAULT '{}',
  -- The provider's rating aggregate.
  average_rating double precision NOT NULL DEFAULT 0,
  total_reviews integer NOT NULL DEFAULT 0,
  relevance double precision NOT NULL DEFAULT 0,
  -- Words of the service name, category, pet types, charge descriptions, provider name and
  -- city, and the category as '@grooming'.
  terms text[] NOT NULL,
  created_at timestamptz NOT NULL
);
-- Words and cells in one GIN index: a search by words near a place intersects their posting
-- lists in one index scan. terms also holds '@<category>' (no word starts with @), so words
-- within a category are one scan too.
CREATE INDEX service_search_terms_cells_idx ON service_search USING gin (terms, cells);
-- Nearest first (ORDER BY location <-> point).
CREATE INDEX service_search_location_idx ON service_search USING gist (location);
CREATE INDEX service_search_provider_idx ON service_search (provider_id);
-- A slim one for combining a category with words or cells (a bitmap of the wide sort
-- indexes below would read many more pages).
CREATE INDEX service_search_category_idx ON service_search (category);
-- One index per sort, with and without a category in front, so that a page is read in order.
-- They carry the rating (for the counts) and the filter columns, so a search without free
-- text or place is answered from the index alone (index-only scan).
CREATE INDEX service_search_relevance_idx ON service_search (relevance DESC, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_category_relevance_idx
  ON service_search (category, relevance DESC, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_rating_idx
  ON service_search (average_rating DESC, total_reviews DESC, service_id)
  INCLUDE (home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_category_rating_idx
  ON service_search (category, average_rating DESC, total_reviews DESC, service_id)
  INCLUDE (home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_newest_idx ON service_search (created_at DESC, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_category_newest_idx
  ON service_search (category, created_at DESC, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, price_max, pet_types);
CREATE INDEX service_search_price_low_idx ON service_search (price_min, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_max, pet_types);
CREATE INDEX service_search_category_price_low_idx
  ON service_search (category, price_min, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_max, pet_types);
CREATE INDEX service_search_price_high_idx
  ON service_search (price_max DESC NULLS LAST, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, pet_types);
CREATE INDEX service_search_category_price_high_idx
  ON service_search (category, price_max DESC NULLS LAST, service_id)
  INCLUDE (average_rating, total_reviews, home_service, price_min, pet_types);

-- Every word that appears in service_search.terms: typo-tolerant matching looks query words
-- up here by trigram similarity (small and fast), then matches services by exact words through
-- the GIN index on terms. Words are never removed; one no service uses any more matches nothing.
CREATE TABLE search_terms (
  term text PRIMARY KEY
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);

-- What service_search holds for every listed service, computed from the source tables. The
-- triggers refresh single rows from it; a bulk load can fill the table from it in one statement.
CREATE VIEW service_search_source AS
SELECT
  s.id AS service_id,
  s.provider_id,
  s.name,
  s.category,
  s.pet_types_accepted AS pet_types,
  s.home_service_available AS home_service,
  prices.low AS price_min,
  prices.high AS price_max,
  u.latitude,
  u.longitude,
  ll_to_earth(u.latitude, u.longitude) AS location,
  discovery_cells(u.latitude, u.longitude) AS cells,
  coalesce(r.rating_sum::double precision / nullif(r.review_count, 0), 0) AS average_rating,
  coalesce(r.review_count, 0) AS total_reviews,
  discovery_base_relevance(
    coalesce(r.rating_sum::double precision / nullif(r.review_count, 0), 0),
    coalesce(r.review_count, 0)
  ) AS relevance,
  discovery_words(concat_ws(' ',
    s.name,
    discovery_category_words(s.category),
    array_to_string(s.pet_types_accepted, ' '),
    CASE WHEN s.home_service_available THEN 'home service' END,
    prices.descriptions,
    u.name,
    u.city
  )) || ARRAY['@' || s.category] AS terms,
  s.created_at
FROM services s
JOIN users u ON u.id = s.provider_id
LEFT JOIN provider_ratings r ON r.provider_id = s.provider_id
CROSS JOIN LATERAL (
  SELECT min((c ->> 'amount')::integer) AS low,
         max((c ->> 'amount')::integer) AS high,
         string_agg(c ->> 'description', ' ') AS descriptions
  FROM jsonb_array_elements(s.charges) AS c
) AS prices
WHERE s.is_active
  AND u.role = 'service_provider'
  AND u.suspended_at IS NULL;

-- (Re)builds or removes one service's search row.
CREATE FUNCTION discovery_refresh_service(p_service_id uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_search AS ss (
    service_id, provider_id, name, category, pet_types, home_service, price_min, price_max,
    latitude, longitude, location, cells, average_rating, total_reviews, relevance, terms,
    created_at
  )
  SELECT service_id, provider_id, name, category, pet_types, home_service, price_min, price_max,
         latitude, longitude, location, cells, average_rating, total_reviews, relevance, terms,
         created_at
  FROM service_search_source
  WHERE service_id = p_service_id
  ON CONFLICT (service_id) DO UPDATE SET
    provider_id = excluded.provider_id,
    name = excluded.name,
    category = excluded.category,
    pet_types = excluded.pet_types,
    home_service = excluded.home_service,
    price_min = excluded.price_min,
    price_max = excluded.price_max,
    latitude = excluded.latitude,
    longitude = excluded.longitude,
    location = excluded.location,
    cells = excluded.cells,
    average_rating = excluded.average_rating,
    total_reviews = excluded.total_reviews,
    relevance = excluded.relevance,
    terms = excluded.terms,
    created_at = excluded.created_at;
  IF NOT FOUND THEN
    DELETE FROM service_search WHERE service_id = p_service_id;
  END IF;
END;
$$;

CREATE FUNCTION discovery_services_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_refresh_service(NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER services_discovery_insert AFTER INSERT ON services
  FOR EACH ROW EXECUTE FUNCTION discovery_services_changed();
CREATE TRIGGER services_discovery_update
  AFTER UPDATE OF provider_id, name, category, pet_types_accepted, home_service_available,
    charges, is_active, created_at
  ON services
  FOR EACH ROW EXECUTE FUNCTION discovery_services_changed();

-- A provider's name, city, place, role or suspension shows on every one of their services.
CREATE FUNCTION discovery_provider_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_refresh_service(s.id) FROM services s WHERE s.provider_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_discovery_update
  AFTER UPDATE OF name, city, latitude, longitude, role, suspended_at ON users
  FOR EACH ROW
  WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.city IS DISTINCT FROM NEW.city
    OR OLD.latitude IS DISTINCT FROM NEW.latitude
    OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at
  )
  EXECUTE FUNCTION discovery_provider_changed();

-- Adds a rating change to a provider's aggregate and copies it to their search rows. The
-- aggregate moves by deltas under its row lock, so concurrent reviews of one provider add up.
CREATE FUNCTION discovery_apply_rating(p_provider_id uuid, p_count integer, p_sum integer)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  new_count integer;
  new_sum integer;
  average double precision;
BEGIN
  -- The provider's own deletion cascades to their reviews: nothing left to keep current.
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_provider_id) THEN
    RETURN;
  END IF;
  INSERT INTO provider_ratings AS pr (provider_id, review_count, rating_sum)
  VALUES (p_provider_id, greatest(p_count, 0), greatest(p_sum, 0))
  ON CONFLICT (provider_id) DO UPDATE SET
    review_count = pr.review_count + p_count,
    rating_sum = pr.rating_sum + p_sum,
    updated_at = now()
  RETURNING review_count, rating_sum INTO new_count, new_sum;
  average := coalesce(new_sum::double precision / nullif(new_count, 0), 0);
  UPDATE service_search SET
    average_rating = average,
    total_reviews = new_count,
    relevance = discovery_base_relevance(average, new_count)
  WHERE provider_id = p_provider_id;
END;
$$;

CREATE FUNCTION discovery_reviews_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM discovery_apply_rating(OLD.reviewee_id, -1, -OLD.rating);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM discovery_apply_rating(NEW.reviewee_id, 1, NEW.rating);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER reviews_discovery_insert_delete AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION discovery_reviews_changed();
CREATE TRIGGER reviews_discovery_update AFTER UPDATE OF rating, reviewee_id ON reviews
  FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR OLD.reviewee_id IS DISTINCT FROM NEW.reviewee_id)
  EXECUTE FUNCTION discovery_reviews_changed();

-- New words join the vocabulary, once per statement (bulk loads stay fast).
CREATE FUNCTION discovery_collect_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word FROM changed_rows, unnest(terms) AS word
  WHERE left(word, 1) <> '@'
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER service_search_terms_insert AFTER INSERT ON service_search
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_collect_terms();
CREATE TRIGGER service_search_terms_update AFTER UPDATE ON service_search
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_collect_terms();

-- Services that exist already.
INSERT INTO service_search (
  service_id, provider_id, name, category, pet_types, home_service, price_min, price_max,
  latitude, longitude, location, cells, average_rating, total_reviews, relevance, terms,
  created_at
)
SELECT service_id, provider_id, name, category, pet_types, home_service, price_min, price_max,
       latitude, longitude, location, cells, average_rating, total_reviews, relevance, terms,
       created_at
FROM service_search_source;
