import { describe, expect, it } from 'vitest';
import { pathFor, queryString } from './operation';

describe('pathFor', () => {
  it('fills and encodes params', () => {
    expect(pathFor('/api/pets/:id/photo', { id: 'a b/c' })).toBe('/api/pets/a%20b%2Fc/photo');
  });
  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => pathFor('/api/pets/:id', {})).toThrow("Missing path parameter 'id'");
  });
});

describe('queryString', () => {
  it('skips empty values and repeats array keys', () => {
    expect(
      queryString({ q: 'vet', page: 2, empty: '', none: undefined, type: ['dog', 'cat'] }),
    ).toBe('?q=vet&page=2&type=dog&type=cat');
    expect(queryString({})).toBe('');
    expect(queryString()).toBe('');
  });
});
