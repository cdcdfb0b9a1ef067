-- The operator's console at scale, part two (issue 12; docs/admin.md 'Running totals'): the
-- analytics and report figures read running totals kept per UTC day instead of counting the
-- big tables. Each total is changed by a trigger in the transaction of the row it counts, so
-- it can never drift from the tables (a rolled-back write rolls its count back with it), and
-- this migration fills them from the rows already there.

-- Rows counted per UTC day of their created_at: kind 'user' (key: role), 'request' (key:
-- service name) and 'response' (key: ''). A count that falls to 0 keeps its row.
CREATE TABLE admin_daily_counts (
  kind text NOT NULL CHECK (kind IN ('user', 'request', 'response')),
  day date NOT NULL,
  key text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (kind, day, key)
);

-- Revenue per UTC day of paid_at, currency and product: each completed or refunded payment
-- (never the test payment) at its amount less its processed refunds, in minor units, and how
-- many payments that is. The same rule as netPayments in modules/admin/analytics.ts.
CREATE TABLE admin_daily_revenue (
  day date NOT NULL,
  currency text NOT NULL,
  product text NOT NULL,
  amount bigint NOT NULL,
  payments bigint NOT NULL,
  PRIMARY KEY (day, currency, product)
);

-- Active Users: the UTC day of each account's latest action (a session seen, or a pet,
-- request, response, service or review created). An account is active in a period when this
-- day is on or after the period's first day; accounts with no action have no row.
CREATE TABLE admin_user_activity (
  user_id uuid PRIMARY KEY,
  last_active_on date NOT NULL
);
CREATE INDEX admin_user_activity_day_idx ON admin_user_activity (last_active_on);

-- --- Counts --------------------------------------------------------------------------------

CREATE FUNCTION admin_count_add(p_kind text, p_at timestamptz, p_key text, p_delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_daily_counts AS c (kind, day, key, n)
  VALUES (p_kind, (p_at AT TIME ZONE 'UTC')::date, p_key, p_delta)
  ON CONFLICT (kind, day, key) DO UPDATE SET n = c.n + excluded.n
$$;

-- TG_ARGV[0]: the kind; TG_ARGV[1]: the key column ('' for none).
CREATE FUNCTION admin_count_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  key_of_old text := '';
  key_of_new text := '';
BEGIN
  IF TG_ARGV[1] <> '' THEN
    IF TG_OP <> 'INSERT' THEN key_of_old := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
    IF TG_OP <> 'DELETE' THEN key_of_new := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.created_at = NEW.created_at AND key_of_old = key_of_new THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM admin_count_add(TG_ARGV[0], OLD.created_at, key_of_old, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM admin_count_add(TG_ARGV[0], NEW.created_at, key_of_new, 1); END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_admin_count AFTER INSERT OR DELETE OR UPDATE OF role, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION admin_count_changed('user', 'role');
CREATE TRIGGER service_requests_admin_count
  AFTER INSERT OR DELETE OR UPDATE OF service_name, created_at ON service_requests
  FOR EACH ROW EXECUTE FUNCTION admin_count_changed('request', 'service_name');
CREATE TRIGGER service_responses_admin_count
  AFTER INSERT OR DELETE OR UPDATE OF created_at ON service_responses
  FOR EACH ROW EXECUTE FUNCTION admin_count_changed('response', '');

-- --- Revenue -------------------------------------------------------------------------------

-- Whether a payment is revenue: completed or refunded, paid, and not the test payment.
CREATE FUNCTION admin_payment_counts(p_status text, p_product text, p_paid_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status IN ('completed', 'refunded') AND p_product <> 'test_payment'
         AND p_paid_at IS NOT NULL
$$;

-- A payment's net revenue as it stands (less its processed refunds as they stand), or 0 when
-- it is not revenue.
CREATE FUNCTION admin_payment_net(p_id uuid, p_status text, p_product text, p_paid_at timestamptz,
  p_amount integer) RETURNS bigint
LANGUAGE sql AS $$
  SELECT CASE WHEN admin_payment_counts(p_status, p_product, p_paid_at)
              THEN p_amount - coalesce((SELECT sum(coalesce(refunded_amount, refund_amount))
                                          FROM refunds
                                         WHERE payment_id = p_id AND status = 'processed'), 0)
              ELSE 0 END
$$;

CREATE FUNCTION admin_revenue_add(p_paid_at timestamptz, p_currency text, p_product text,
  p_amount bigint, p_payments integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO admin_daily_revenue AS r (day, currency, product, amount, payments)
  VALUES ((p_paid_at AT TIME ZONE 'UTC')::date, p_currency, p_product, p_amount, p_payments)
  ON CONFLICT (day, currency, product) DO UPDATE
    SET amount = r.amount + excluded.amount, payments = r.payments + excluded.payments
$$;

-- A payment written: its old net out, its new net in (its refunds do not change meanwhile).
-- Deletion runs BEFORE the row goes, while its refunds (deleted by the cascade) still count.
CREATE FUNCTION admin_payment_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND admin_payment_counts(OLD.status, OLD.product, OLD.paid_at) THEN
    PERFORM admin_revenue_add(OLD.paid_at, OLD.currency, OLD.product,
      -admin_payment_net(OLD.id, OLD.status, OLD.product, OLD.paid_at, OLD.amount), -1);
  END IF;
  IF TG_OP <> 'DELETE' AND admin_payment_counts(NEW.status, NEW.product, NEW.paid_at) THEN
    PERFORM admin_revenue_add(NEW.paid_at, NEW.currency, NEW.product,
      admin_payment_net(NEW.id, NEW.status, NEW.product, NEW.paid_at, NEW.amount), 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER payments_admin_revenue
  AFTER INSERT OR UPDATE OF id, status, product, paid_at, amount, currency ON payments
  FOR EACH ROW EXECUTE FUNCTION admin_payment_changed();
CREATE TRIGGER payments_admin_revenue_delete BEFORE DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION admin_payment_changed();

-- A refund written: the difference it makes to its payment's net, when the payment counts.
-- (A refund deleted with its payment finds no payment: the payment's trigger took it out.)
CREATE FUNCTION admin_refund_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p payments%ROWTYPE;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'processed' THEN
    SELECT * INTO p FROM payments WHERE id = OLD.payment_id;
    IF FOUND AND admin_payment_counts(p.status, p.product, p.paid_at) THEN
      PERFORM admin_revenue_add(p.paid_at, p.currency, p.product,
        coalesce(OLD.refunded_amount, OLD.refund_amount), 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'processed' THEN
    SELECT * INTO p FROM payments WHERE id = NEW.payment_id;
    IF FOUND AND admin_payment_counts(p.status, p.product, p.paid_at) THEN
      PERFORM admin_revenue_add(p.paid_at, p.currency, p.product,
        -coalesce(NEW.refunded_amount, NEW.refund_amount), 0);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER refunds_admin_revenue
  AFTER INSERT OR DELETE OR UPDATE OF payment_id, status, refund_amount, refunded_amount
  ON refunds
  FOR EACH ROW EXECUTE FUNCTION admin_refund_changed();

-- --- Active users --------------------------------------------------------------------------

-- The UTC day of an account's latest action, from the tables (each read is one index range).
CREATE FUNCTION admin_last_active_on(p_user uuid) RETURNS date
LANGUAGE sql AS $$
  SELECT (max(at) AT TIME ZONE 'UTC')::date FROM (
    SELECT max(last_seen_at) FROM sessions WHERE user_id = p_user
    UNION ALL SELECT max(created_at) FROM pets WHERE owner_id = p_user
    UNION ALL SELECT max(created_at) FROM service_requests WHERE requester_id = p_user
    UNION ALL SELECT max(created_at) FROM service_responses WHERE provider_id = p_user
    UNION ALL SELECT max(created_at) FROM services WHERE provider_id = p_user
    UNION ALL SELECT max(created_at) FROM reviews WHERE reviewer_id = p_user
  ) AS actions (at)
$$;

-- TG_ARGV[0]: the account column; TG_ARGV[1]: the time column. A new action moves the day
-- forward; an action removed (or moved) on the stored day makes it recomputed from the tables,
-- after locking the account's row so that a concurrent action's day is not overwritten.
CREATE FUNCTION admin_activity_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_user uuid;
  old_day date;
  new_day date;
  stored date;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_day := ((to_jsonb(NEW) ->> TG_ARGV[1])::timestamptz AT TIME ZONE 'UTC')::date;
    INSERT INTO admin_user_activity AS a (user_id, last_active_on)
    VALUES ((to_jsonb(NEW) ->> TG_ARGV[0])::uuid, new_day)
    ON CONFLICT (user_id) DO UPDATE SET last_active_on = excluded.last_active_on
      WHERE a.last_active_on < excluded.last_active_on;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_user := (to_jsonb(OLD) ->> TG_ARGV[0])::uuid;
    old_day := ((to_jsonb(OLD) ->> TG_ARGV[1])::timestamptz AT TIME ZONE 'UTC')::date;
    SELECT last_active_on INTO stored FROM admin_user_activity WHERE user_id = old_user FOR UPDATE;
    IF stored IS NOT NULL AND old_day >= stored THEN
      new_day := admin_last_active_on(old_user);
      IF new_day IS NULL THEN
        DELETE FROM admin_user_activity WHERE user_id = old_user;
      ELSE
        UPDATE admin_user_activity SET last_active_on = new_day WHERE user_id = old_user;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_admin_activity AFTER INSERT OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('user_id', 'last_seen_at');
-- A session is touched on every request: only a change of UTC day (or account) can matter.
CREATE TRIGGER sessions_admin_activity_seen AFTER UPDATE OF user_id, last_seen_at ON sessions
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
        OR (OLD.last_seen_at AT TIME ZONE 'UTC')::date <> (NEW.last_seen_at AT TIME ZONE 'UTC')::date)
  EXECUTE FUNCTION admin_activity_changed('user_id', 'last_seen_at');
CREATE TRIGGER pets_admin_activity AFTER INSERT OR DELETE OR UPDATE OF owner_id, created_at ON pets
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('owner_id', 'created_at');
CREATE TRIGGER service_requests_admin_activity
  AFTER INSERT OR DELETE OR UPDATE OF requester_id, created_at ON service_requests
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('requester_id', 'created_at');
CREATE TRIGGER service_responses_admin_activity
  AFTER INSERT OR DELETE OR UPDATE OF provider_id, created_at ON service_responses
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('provider_id', 'created_at');
CREATE TRIGGER services_admin_activity
  AFTER INSERT OR DELETE OR UPDATE OF provider_id, created_at ON services
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('provider_id', 'created_at');
CREATE TRIGGER reviews_admin_activity
  AFTER INSERT OR DELETE OR UPDATE OF reviewer_id, created_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION admin_activity_changed('reviewer_id', 'created_at');

-- --- Backfill ------------------------------------------------------------------------------

INSERT INTO admin_daily_counts (kind, day, key, n)
SELECT 'user', (created_at AT TIME ZONE 'UTC')::date, role, count(*) FROM users GROUP BY 2, 3
UNION ALL
SELECT 'request', (created_at AT TIME ZONE 'UTC')::date, service_name, count(*)
  FROM service_requests GROUP BY 2, 3
UNION ALL
SELECT 'response', (created_at AT TIME ZONE 'UTC')::date, '', count(*)
  FROM service_responses GROUP BY 2;

INSERT INTO admin_daily_revenue (day, currency, product, amount, payments)
SELECT (p.paid_at AT TIME ZONE 'UTC')::date, p.currency, p.product,
       sum(p.amount - coalesce(r.amount, 0)), count(*)
  FROM payments p
  LEFT JOIN (SELECT payment_id, sum(coalesce(refunded_amount, refund_amount)) AS amount
               FROM refunds WHERE status = 'processed' GROUP BY payment_id) r
    ON r.payment_id = p.id
 WHERE p.status IN ('completed', 'refunded') AND p.product <> 'test_payment'
   AND p.paid_at IS NOT NULL
 GROUP BY 1, 2, 3;

INSERT INTO admin_user_activity (user_id, last_active_on)
SELECT id, last_active_on
  FROM (SELECT id, admin_last_active_on(id) AS last_active_on FROM users) AS acted
 WHERE last_active_on IS NOT NULL;
