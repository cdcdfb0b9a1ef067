import { describe, expect, it } from 'vitest';
import {
  isJsonContentType,
  isSafeRequestUrl,
  REQUEST_CHECK_MESSAGES,
  requiresJsonBody,
} from './request-check';

describe('REQUEST_CHECK_MESSAGES', () => {
  it('uses the spec copy', () => {
    expect(REQUEST_CHECK_MESSAGES).toEqual({
      contentType: 'Invalid Content-Type. Expected application/json',
      payloadTooLarge: 'Request payload too large',
      badUrl: 'Invalid request URL.',
    });
  });
});

describe('isSafeRequestUrl', () => {
  it('accepts ordinary URLs', () => {
    for (const url of [
      '/',
      '/api/pets',
      '/api/search?q=dog%20walking&city=Pune',
      '/payment/success?paymentId=PAYID-123&token=EC-9&PayerID=X',
      'https://petmitra.in/api/pets?page=2',
      'http://localhost:3000/login',
      '/api/users/3f2b8c1e-8d4a-4c7b-9e2f-1a2b3c4d5e6f',
      '/assets/index-abc.123.js',
    ]) {
      expect(isSafeRequestUrl(url), url).toBe(true);
    }
  });

  it("refuses '..' and '//'", () => {
    for (const url of [
      '/api/../etc/passwd',
      '/..',
      '/api/pets?file=../../x',
      '//evil.example.com/x',
      '/api//pets',
      '/api/x?next=http://evil',
      'https://petmitra.in//admin',
      'https://petmitra.in/a/../b',
      '/api/%2e%2e/secret',
      '/api/%2E./secret',
    ]) {
      expect(isSafeRequestUrl(url), url).toBe(false);
    }
  });

  it('refuses script patterns, raw or encoded, any case', () => {
    for (const url of [
      '/search?q=<script>alert(1)</script>',
      '/search?q=%3Cscript%3Ealert(1)',
      '/search?q=%3cSCRIPT',
      '/go?to=javascript:alert(1)',
      '/go?to=JavaScript%3Aalert(1)',
    ]) {
      expect(isSafeRequestUrl(url), url).toBe(false);
    }
  });
});

describe('requiresJsonBody', () => {
  it('is true for POST, PUT and PATCH only', () => {
    expect(requiresJsonBody('POST')).toBe(true);
    expect(requiresJsonBody('put')).toBe(true);
    expect(requiresJsonBody('PATCH')).toBe(true);
    expect(requiresJsonBody('GET')).toBe(false);
    expect(requiresJsonBody('DELETE')).toBe(false);
    expect(requiresJsonBody('OPTIONS')).toBe(false);
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/jsonp')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});
