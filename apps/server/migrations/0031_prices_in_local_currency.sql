-- Issue 13 item 7: prices in the provider's currency by country. A service's charges are in the
-- currency of its provider's country; a request's budget and its quotes in the currency of where
-- the service is needed. docs/decisions/0026-prices-in-local-currency.md

-- The currency of prices in a country written as an ISO code or a name: the rule of
-- priceCurrencyForCountry (packages/core/src/marketplace/money.ts; a test keeps them equal).
-- India → INR; a country of a supported currency → it; any other country → USD; none → INR.
CREATE FUNCTION marketplace_currency_for_country(country text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN k = '' THEN 'INR'
    WHEN k IN ('in', 'ind', 'india', 'bharat', 'republic of india') THEN 'INR'
    WHEN k IN ('gb', 'uk', 'u k', 'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland') THEN 'GBP'
    WHEN k IN ('at', 'austria', 'be', 'belgium', 'hr', 'croatia', 'cy', 'cyprus', 'ee', 'estonia', 'fi', 'finland', 'fr', 'france', 'de', 'germany', 'deutschland', 'gr', 'greece', 'ie', 'ireland', 'eire', 'it', 'italy', 'italia', 'lv', 'latvia', 'lt', 'lithuania', 'lu', 'luxembourg', 'mt', 'malta', 'nl', 'netherlands', 'the netherlands', 'holland', 'pt', 'portugal', 'sk', 'slovakia', 'si', 'slovenia', 'es', 'spain', 'espana') THEN 'EUR'
    WHEN k IN ('ae', 'uae', 'u a e', 'united arab emirates', 'emirates') THEN 'AED'
    WHEN k IN ('sg', 'sgp', 'singapore') THEN 'SGD'
    WHEN k IN ('ca', 'canada') THEN 'CAD'
    WHEN k IN ('au', 'australia') THEN 'AUD'
    ELSE 'USD'
  END
  FROM (SELECT btrim(regexp_replace(
    translate(lower(coalesce(country, '')), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy'),
    '[^a-z0-9]+', ' ', 'g')) AS k) AS folded
$$;

-- A price in minor units as comparable paise at the fixed rates of RUPEES_PER_UNIT (same file):
-- the search's price filter and price sorts compare services in different currencies with it.
-- STRICT: no amount (a budget not given) compares as NULL, not as the largest amount.
CREATE FUNCTION marketplace_comparable_paise(amount integer, currency text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT least(amount::bigint * r.num / r.den, 2147483647)::integer
  FROM (SELECT CASE currency
    WHEN 'USD' THEN 250 WHEN 'GBP' THEN 105 WHEN 'EUR' THEN 90 WHEN 'AED' THEN 45
    WHEN 'SGD' THEN 62 WHEN 'CAD' THEN 60 WHEN 'AUD' THEN 54 ELSE 1 END::bigint AS num,
    CASE currency WHEN 'USD' THEN 3 WHEN 'AED' THEN 2 ELSE 1 END::bigint AS den) AS r
$$;

-- Services: existing charges take their provider's country's currency (the amounts are kept:
-- a provider abroad typed their own money's figures into the old rupee form).
ALTER TABLE services ADD COLUMN currency text NOT NULL DEFAULT 'INR'
  CHECK (currency IN ('INR', 'USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD'));
UPDATE services s SET currency = marketplace_currency_for_country(u.country)
  FROM users u WHERE u.id = s.provider_id;

-- Requests: the budget's currency is that of where the service is needed (else the parent's).
ALTER TABLE service_requests ADD COLUMN currency text NOT NULL DEFAULT 'INR'
  CHECK (currency IN ('INR', 'USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD'));
UPDATE service_requests r
   SET currency = marketplace_currency_for_country(coalesce(r.location_country, u.country))
  FROM users u WHERE u.id = r.requester_id;

-- Responses: a quote is in its request's currency.
ALTER TABLE service_responses ADD COLUMN currency text NOT NULL DEFAULT 'INR'
  CHECK (currency IN ('INR', 'USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD'));
UPDATE service_responses p SET currency = r.currency
  FROM service_requests r WHERE r.id = p.request_id;

-- The search table's price_min/price_max become comparable paise (filters and sorts read them
-- through their indexes); the cards show the service's own charges and currency.
CREATE OR REPLACE VIEW service_search_source AS
SELECT
  s.id AS service_id,
  s.provider_id,
  s.name,
  s.category,
  s.pet_types_accepted AS pet_types,
  s.home_service_available AS home_service,
  marketplace_comparable_paise(prices.low, s.currency) AS price_min,
  marketplace_comparable_paise(prices.high, s.currency) AS price_max,
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

-- A change of currency changes the comparable prices.
DROP TRIGGER services_discovery_update ON services;
CREATE TRIGGER services_discovery_update
  AFTER UPDATE OF provider_id, name, category, pet_types_accepted, home_service_available,
    charges, currency, is_active, created_at
  ON services
  FOR EACH ROW EXECUTE FUNCTION discovery_services_changed();

UPDATE service_search ss SET price_min = src.price_min, price_max = src.price_max
  FROM service_search_source src
 WHERE src.service_id = ss.service_id
   AND (ss.price_min, ss.price_max) IS DISTINCT FROM (src.price_min, src.price_max);
