import type { FastifyPluginAsync } from 'fastify';
import { paymentsApi } from '@petmitra/core/payments/payments-api';
import { GATEWAYS, paymentRoute } from '@petmitra/core/payments/pricing';
import { currentUser, requireRole, requireUser } from '../../auth/plugin';
import { requestNow } from '../../http/clock';
import { errorBody, notFound, permissionError } from '../../http/errors';
import { requireVerifiedEmail } from '../../auth/verified-email';
import { route } from '../../http/route';
import { countryOfIp } from '../location/service';
import {
  EXPIRE_SUBSCRIPTIONS_JOB,
  REMIND_SUBSCRIPTIONS_JOB,
  createSubscriptionService,
} from '../subscriptions/service';
import { gatewaysFor, setSelfOrigin } from './gateways/config';
import { invoicePdf } from './invoice-pdf';
import { createRefundService } from './refunds';
import { sandboxGatewayRoutes } from './sandbox/routes';
import { createPaymentService } from './service';

/** Plans, checkout, history, invoices, refunds, the plan itself, and the gateways' webhooks. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const payments = createPaymentService(ctx);
  const refunds = createRefundService(ctx);
  const subscriptions = createSubscriptionService(ctx);
  const gateways = gatewaysFor(ctx);
  const signedIn = { preHandler: requireUser };
  // Paying (every payment starts at checkout) needs a confirmed address
  // (docs/decisions/0027-email-verification.md).
  const buyer = {
    preHandler: [
      requireRole('pet_parent', 'service_provider', 'super_admin'),
      requireVerifiedEmail,
    ],
  };
  const admin = { preHandler: requireRole('super_admin') };

  // The sandbox gateway is reached over loopback HTTP on the port this instance listens on.
  setSelfOrigin(ctx, () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
  });

  // A guest who has not picked a country is priced for the country of their address
  // (modules/location); a signed-in user falls back to their profile's country.
  route(app, paymentsApi.plans, {}, async (request) =>
    payments.plans(
      request.user,
      request.query.country ?? (request.user ? undefined : (countryOfIp(request.ip) ?? undefined)),
      requestNow(request),
    ),
  );

  route(app, paymentsApi.checkout, buyer, async (request, reply) => {
    const { reply: body, created } = await payments.checkout(currentUser(request), request.body);
    reply.status(created ? 201 : 200);
    return body;
  });

  route(app, paymentsApi.confirm, signedIn, async (request) =>
    payments.confirm(currentUser(request), request.params.id, request.body),
  );

  route(app, paymentsApi.get, signedIn, async (request) => ({
    payment: await payments.get(currentUser(request), request.params.id),
  }));

  route(app, paymentsApi.history, signedIn, async (request) =>
    payments.history(currentUser(request), request.query),
  );

  route(app, paymentsApi.refund, signedIn, async (request) =>
    refunds.request(currentUser(request), request.params.id, request.body),
  );

  route(app, paymentsApi.adminRefund, admin, async (request) =>
    refunds.request(currentUser(request), request.params.id, request.body, { admin: true }),
  );

  route(app, paymentsApi.subscription, signedIn, async (request) => ({
    current: await subscriptions.current(currentUser(request).id, requestNow(request)),
  }));

  route(app, paymentsApi.cancelSubscription, signedIn, async (request) => ({
    current: await subscriptions.cancel(
      currentUser(request).id,
      request.body.reason,
      requestNow(request),
    ),
  }));

  const testPages = (role: string) => role === 'super_admin' || ctx.env.paymentsSandbox;

  route(app, paymentsApi.gateways, signedIn, async (request) => {
    if (!testPages(currentUser(request).role)) throw permissionError();
    return {
      sandbox: ctx.env.paymentsSandbox,
      gateways: GATEWAYS.map((gateway) => {
        const mode = gateways.mode(gateway);
        return {
          gateway,
          mode,
          configured: mode !== 'unconfigured',
          currency: paymentRoute(gateway === 'razorpay' ? 'IN' : 'US').currency,
        };
      }),
    };
  });

  route(app, paymentsApi.testCheckout, signedIn, async (request, reply) => {
    const user = currentUser(request);
    if (!testPages(user.role)) throw permissionError();
    const { reply: body, created } = await payments.testCheckout(user, request.body.idempotencyKey);
    reply.status(created ? 201 : 200);
    return body;
  });

  // The invoice: a PDF, for its owner only (another user's answers 404).
  app.get(
    '/api/payments/:id/invoice',
    { schema: { hide: true }, preHandler: requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      const payment = await payments.invoiceable(user, (request.params as { id: string }).id);
      const settings = await ctx.settings.all();
      const pdf = invoicePdf({
        payment,
        customer: { name: user.name, email: user.email, country: user.country },
        siteName: settings.site_name,
        supportEmail: settings.from_email,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${payment.invoiceNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Webhooks: the signature is over the raw bytes, so this scope keeps JSON bodies as Buffers.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    for (const gateway of GATEWAYS) {
      scope.post(
        `/api/payments/webhooks/${gateway}`,
        { schema: { hide: true }, config: { skipCsrf: true } },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
          const headers: Record<string, string | undefined> = {};
          for (const [k, v] of Object.entries(request.headers)) {
            headers[k.toLowerCase()] = Array.isArray(v) ? v[0] : v;
          }
          const result = await payments.webhook(gateway, raw, headers);
          if (result.status === 400) {
            return reply.status(400).send(errorBody('validation', 'Invalid webhook signature'));
          }
          if (result.status !== 200) {
            return reply.status(result.status).send(errorBody('internal', 'Webhook not processed'));
          }
          return reply.send({ received: true, duplicate: result.result === 'duplicate' });
        },
      );
    }
  });

  // The suites' test clock (TEST_CLOCK only): run a plan job now as if at the request's
  // X-Test-Now, the way its schedule would run it then (a browser test cannot wait a month).
  if (ctx.env.TEST_CLOCK) {
    const jobs: Record<string, string> = {
      'subscriptions.expire': EXPIRE_SUBSCRIPTIONS_JOB,
      'subscriptions.remind': REMIND_SUBSCRIPTIONS_JOB,
    };
    app.post(
      '/api/test-clock/jobs/:name',
      { schema: { hide: true }, config: { skipCsrf: true } },
      async (request, reply) => {
        const job = jobs[(request.params as { name: string }).name];
        if (!job) throw notFound('No such job');
        await ctx.jobs.run(job, { now: requestNow(request).toISOString() });
        return reply.send({ ran: job });
      },
    );
  }

  if (ctx.env.paymentsSandbox) await app.register(sandboxGatewayRoutes);
};
