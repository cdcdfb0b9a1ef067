import { describe, expect, it } from 'vitest';
import { parentDashboardSchema } from './dashboard';
import { quotaFor } from './quota';

describe('dashboard schemas', () => {
  it('describe the parent home figures', () => {
    const value = {
      pets: 2,
      requests: 1,
      requestsThisMonth: quotaFor('request', 1, new Date('2026-05-01T00:00:00Z')),
      activeRequests: 1,
      completedRequests: 0,
      recentActivity: [
        {
          kind: 'pet_added',
          title: 'Added Bruno (Dog)',
          link: '/my-pets',
          at: '2026-05-01T00:00:00.000Z',
        },
      ],
    };
    expect(parentDashboardSchema.parse(value)).toEqual(value);
    expect(
      parentDashboardSchema.safeParse({ ...value, recentActivity: [{ kind: 'sample' }] }).success,
    ).toBe(false);
  });
});
