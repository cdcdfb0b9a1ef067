import { describe, expect, it } from 'vitest';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_MESSAGES,
  isServiceCategory,
  serviceInputSchema,
  serviceUpdateSchema,
  summariseServices,
} from './services';

const good = {
  category: 'grooming',
  name: ' Full Grooming ',
  petTypesAccepted: ['dog', 'cat', 'dog'],
  charges: [{ description: ' Bath ', amount: 49_900 }],
};
const messageAt = (value: unknown, path: string) => {
  const result = serviceInputSchema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

describe('service categories', () => {
  it('are the eleven of the spec, each labelled', () => {
    expect(SERVICE_CATEGORIES).toEqual([
      'adoption',
      'walking',
      'accommodation',
      'sitting',
      'taxi',
      'training',
      'grooming',
      'pharmacy',
      'stores',
      'veterinary',
      'hospitals',
    ]);
    for (const c of SERVICE_CATEGORIES) expect(SERVICE_CATEGORY_LABELS[c]).toBeTruthy();
    expect(isServiceCategory('grooming')).toBe(true);
    expect(isServiceCategory('boarding')).toBe(false);
  });

  it('has the delete confirmation copy', () => {
    expect(SERVICE_MESSAGES.deleteConfirm).toBe(
      'Are you sure you want to delete this service? This action cannot be undone.',
    );
    expect(SERVICE_MESSAGES.addFailed).toBe('Failed to add service. Please try again.');
  });
});

describe('serviceInputSchema', () => {
  it('trims, removes duplicate pet types and defaults home service to false', () => {
    expect(serviceInputSchema.parse(good)).toEqual({
      category: 'grooming',
      name: 'Full Grooming',
      petTypesAccepted: ['dog', 'cat'],
      homeServiceAvailable: false,
      emergency: false,
      charges: [{ description: 'Bath', amount: 49_900 }],
    });
  });

  it('accepts a free charge and refuses the rest', () => {
    expect(
      serviceInputSchema.safeParse({ ...good, charges: [{ description: 'Visit', amount: 0 }] })
        .success,
    ).toBe(true);
    expect(messageAt({ ...good, category: '' }, 'category')).toBe('Please select a category');
    expect(messageAt({ ...good, name: '' }, 'name')).toBe('Service name is required');
    expect(messageAt({ ...good, petTypesAccepted: [] }, 'petTypesAccepted')).toBe(
      'Please select at least one pet type',
    );
    expect(messageAt({ ...good, charges: [] }, 'charges')).toBe('Please add at least one charge');
    expect(
      messageAt({ ...good, charges: [{ description: ' ', amount: 1 }] }, 'charges.0.description'),
    ).toBe('Charge description is required');
    for (const amount of [-1, 1.5, '100', 100_000_001]) {
      expect(
        messageAt({ ...good, charges: [{ description: 'x', amount }] }, 'charges.0.amount'),
      ).toBe('Please enter an amount of 0 or more');
    }
  });

  it('lets an edit toggle isActive alone', () => {
    expect(serviceUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});

describe('summariseServices', () => {
  it('computes the tiles and performance summary', () => {
    const stats = (totalRequests: number, activeRequests: number) => ({
      totalRequests,
      activeRequests,
    });
    expect(
      summariseServices([
        { isActive: true, homeServiceAvailable: true, stats: stats(3, 1) },
        { isActive: false, homeServiceAvailable: false, stats: stats(1, 0) },
        { isActive: true, homeServiceAvailable: true, stats: stats(0, 0) },
      ]),
    ).toEqual({
      totalServices: 3,
      activeServices: 2,
      totalRequests: 4,
      activeRequests: 1,
      percentActive: 67,
      averageRequestsPerService: 1.3,
      homeServices: 2,
    });
    expect(summariseServices([])).toMatchObject({ percentActive: 0, averageRequestsPerService: 0 });
  });
});
