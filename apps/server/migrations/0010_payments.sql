-- Money (issue 10): payments (the ledger), refunds, subscriptions, invoice numbers, the webhook
-- events each gateway sent (stored once by their id), and the built-in sandbox gateway's books.
-- Amounts are integers in the currency's minor unit (paise, cents) with a currency code.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept when an account is deleted: the ledger is a legal record.
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  product text NOT NULL
    CHECK (product IN ('request_fee', 'response_fee', 'plan_monthly', 'plan_annual', 'test_payment')),
  description text NOT NULL,
  gateway text NOT NULL CHECK (gateway IN ('razorpay', 'paypal')),
  mode text NOT NULL CHECK (mode IN ('sandbox', 'live')),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('INR', 'USD')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'completed', 'failed', 'refunded')),
  -- The gateway's order (Razorpay order_…, PayPal order id) and, once paid, its payment or
  -- capture id: each names at most one of our payments.
  order_id text UNIQUE,
  transaction_id text UNIQUE,
  idempotency_key text NOT NULL,
  -- What the payment buys once verified: the request or response to create (per-use fees).
  draft jsonb,
  request_id uuid REFERENCES service_requests (id) ON DELETE SET NULL,
  response_id uuid REFERENCES service_responses (id) ON DELETE SET NULL,
  invoice_number text UNIQUE,
  payment_details jsonb NOT NULL DEFAULT '{}'::jsonb,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  failure_reason text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payments_user_created_idx ON payments (user_id, created_at DESC);
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';

-- Gapless invoice numbers per calendar year: taken in the transaction that records a payment.
CREATE TABLE invoice_counters (
  year integer PRIMARY KEY,
  last_number integer NOT NULL
);

CREATE TABLE payment_webhook_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  PRIMARY KEY (gateway, event_id)
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_type text NOT NULL CHECK (plan_type IN ('monthly', 'annual')),
  plan_name text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL CHECK (currency IN ('INR', 'USD')),
  is_active boolean NOT NULL DEFAULT true,
  start_date timestamptz NOT NULL,
  subscription_end_date timestamptz NOT NULL,
  auto_renew boolean NOT NULL DEFAULT true,
  payment_id uuid UNIQUE REFERENCES payments (id) ON DELETE SET NULL,
  cancel_reason text,
  cancelled_at timestamptz,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('expired', 'refunded', 'upgraded')),
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscriptions_one_active_idx ON subscriptions (user_id) WHERE is_active;
CREATE INDEX subscriptions_end_idx ON subscriptions (subscription_end_date) WHERE is_active;

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  order_id text,
  original_amount integer NOT NULL,
  gateway_charges integer NOT NULL,
  refund_amount integer NOT NULL CHECK (refund_amount > 0),
  refunded_amount integer,
  currency text NOT NULL CHECK (currency IN ('INR', 'USD')),
  payment_gateway text NOT NULL CHECK (payment_gateway IN ('razorpay', 'paypal')),
  reason text NOT NULL CHECK (reason IN ('customer_request', 'service_cancelled',
    'service_not_provided', 'duplicate_payment', 'fraudulent', 'other')),
  reason_details text,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'processing'
    CHECK (status IN ('pending', 'processing', 'processed', 'failed', 'cancelled')),
  payment_date timestamptz,
  refund_id text UNIQUE,
  error_message text,
  processing_ms integer,
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One live refund per payment (a failed one may be asked again).
CREATE UNIQUE INDEX refunds_one_live_idx ON refunds (payment_id)
  WHERE status IN ('pending', 'processing', 'processed');

-- The sandbox gateway (embedded default): its own orders, payments, refunds and webhook
-- deliveries, as a real gateway keeps them on its side.
CREATE TABLE sandbox_gateway_orders (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  receipt text,
  request_key text,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (gateway, request_key)
);
CREATE TABLE sandbox_gateway_payments (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  order_id text NOT NULL REFERENCES sandbox_gateway_orders (id),
  amount integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  refunded_amount integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sandbox_gateway_payments_captured_idx ON sandbox_gateway_payments (order_id)
  WHERE status IN ('captured', 'COMPLETED', 'PENDING');
CREATE TABLE sandbox_gateway_refunds (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  payment_id text NOT NULL REFERENCES sandbox_gateway_payments (id),
  amount integer NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_gateway_webhooks (
  id text PRIMARY KEY,
  gateway text NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
