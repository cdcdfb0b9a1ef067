import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_FALLBACK_LOCATION } from '@petmitra/core/location/location';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/factories';
import { countryOfIp } from './service';

// Addresses in the shipped database (IP2Location LITE): an Indian mobile network, a US
// resolver, a UK range.
const INDIA = '49.36.0.1';
const US = '8.8.8.8';
const UK = '81.2.69.160';

describe('countryOfIp (the offline database)', () => {
  it('places public IPv4 addresses and refuses everything else', () => {
    expect(countryOfIp(INDIA)).toBe('IN');
    expect(countryOfIp(US)).toBe('US');
    expect(countryOfIp(`::ffff:${UK}`)).toBe('GB');
    for (const ip of [
      '10.1.2.3',
      '192.168.0.9',
      '127.0.0.1',
      '203.0.113.7',
      '2001:db8::1',
      '',
      'x',
    ]) {
      expect([ip, countryOfIp(ip)]).toEqual([ip, null]);
    }
    expect(countryOfIp(null)).toBeNull();
  });
});

describe('GET /api/location', () => {
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await behindProxy.close();
  });

  const detect = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.client().request({
      method: 'GET',
      url: '/api/location',
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  it("answers the address's country, currency, gateway and time zone", async () => {
    const res = await detect(t, INDIA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      country: 'India',
      countryCode: 'IN',
      currency: 'INR',
      paymentGateway: 'razorpay',
      timezone: 'Asia/Kolkata',
      source: 'ip',
    });
    expect((await detect(t, UK)).json()).toMatchObject({
      countryCode: 'GB',
      currency: 'GBP',
      paymentGateway: 'paypal',
      timezone: 'Europe/London',
    });
  });

  it('an unknown or private address gets the spec fallback, not an error', async () => {
    for (const ip of ['10.0.0.8', '127.0.0.1', '2001:db8::5']) {
      const res = await detect(t, ip);
      expect([ip, res.statusCode]).toEqual([ip, 200]);
      expect(res.json()).toEqual(LOOKUP_FALLBACK_LOCATION);
    }
  });

  it('reads X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    // No proxy trusted: the header is anyone's to write and is ignored.
    expect((await detect(t, '10.0.0.8', INDIA)).json().source).toBe('fallback');
    expect((await detect(behindProxy, '127.0.0.1', INDIA)).json().countryCode).toBe('IN');
    // A caller that is not the proxy cannot choose its country.
    expect((await detect(behindProxy, US, INDIA)).json().countryCode).toBe('US');
  });

  it("prices a guest's plans for their address; a manual choice and a profile still win", async () => {
    const plans = (remoteAddress: string, query = '', client = t.client()) =>
      client.request({ method: 'GET', url: `/api/plans${query}`, remoteAddress });
    expect((await plans(INDIA)).json()).toMatchObject({
      country: 'IN',
      currency: 'INR',
      gateway: 'razorpay',
    });
    expect((await plans(US)).json()).toMatchObject({
      country: 'US',
      currency: 'USD',
      gateway: 'paypal',
    });
    expect((await plans(US, '?country=IN')).json()).toMatchObject({
      country: 'IN',
      gateway: 'razorpay',
    });
    // Signed in with a profile country: the profile, not the address.
    const parent = t.client();
    await signUp(parent, { country: 'India' });
    expect((await plans(US, '', parent)).json()).toMatchObject({
      country: 'IN',
      gateway: 'razorpay',
    });
  });
});
