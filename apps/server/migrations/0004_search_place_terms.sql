-- Words near a place. A radius search with words used to intersect, in the GIN index, every
-- service that has the word (9,000 for 'veterinary' at 100,000 services) with every service
-- in the cells around the circle (a whole city), to keep the few hundred in both. Now each
-- search word of a service is also indexed paired with the provider's 0.1-degree cell
-- ('vet:1028257'), so a search within 10 km reads only the pairs of its words and the cells
-- its circle touches. The API builds the same pairs (search/cells.ts).
CREATE FUNCTION discovery_place_terms(terms text[], lat double precision, lng double precision)
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lat IS NULL OR lng IS NULL THEN '{}'::text[] ELSE ARRAY(
    SELECT t || ':' || (floor((lat + 90) * 10) * 10000 + floor((lng + 180) * 10))::integer
    FROM unnest(terms) AS t
  ) END
$$;

-- An index on the expression, so the pairs take no room in the table's rows; searches use the
-- same expression: discovery_place_terms(s.terms, s.latitude, s.longitude) && ARRAY[...].
-- fastupdate off (here and on the other GIN index): a search never has to read a list of
-- pending insertions. Writes (a service saved, a review changing a provider's rating) pay for
-- their index entries at once instead; they are far fewer than searches.
CREATE INDEX service_search_place_terms_idx ON service_search
  USING gin (discovery_place_terms(terms, latitude, longitude))
  WITH (fastupdate = off);
ALTER INDEX service_search_terms_cells_idx SET (fastupdate = off);

-- Statistics for the new expression, so the planner knows how rare a pair is.
ANALYZE service_search;
