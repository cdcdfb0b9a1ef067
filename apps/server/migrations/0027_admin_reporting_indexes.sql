-- The operator's console at scale (issue 12, bench/admin-bench.ts: 100,000 users, 1,000,000
-- requests, 200,000 payments): indexes that let the analytics and report statements read
-- ranges of an index instead of whole tables.

-- Requests by creation time, carrying what the report reads (requester for active users,
-- service for the top services): the counts per month, the period's totals and the recent
-- activity come from this index alone.
CREATE INDEX service_requests_created_idx
  ON service_requests (created_at) INCLUDE (requester_id, service_name);

-- Revenue: the payments that count (completed or refunded, never the test payment), by the
-- time they were paid, with what the sums need.
CREATE INDEX payments_revenue_idx
  ON payments (paid_at) INCLUDE (currency, product, amount)
  WHERE status IN ('completed', 'refunded') AND product <> 'test_payment';

-- Responses by creation time (active users of a period).
CREATE INDEX service_responses_created_idx
  ON service_responses (created_at) INCLUDE (provider_id);
