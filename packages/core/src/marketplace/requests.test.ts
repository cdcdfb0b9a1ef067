import { describe, expect, it } from 'vitest';
import { indiaDate } from './india-time';
import {
  SERVICE_RADIUS,
  formatDistance,
  requestPlaceSchema,
  serviceRadiusInputSchema,
  BOARD_FILTERS,
  BOARD_SORTS,
  REQUEST_MESSAGES,
  REQUEST_SERVICE_NAMES,
  REQUEST_STATUS_LABELS,
  boardQuerySchema,
  categoriesForServiceName,
  neededOnIssue,
  primaryCategoryFor,
  serviceNamesForCategories,
  serviceRequestInputSchema,
  serviceRequestUpdateSchema,
  urgencyFor,
} from './requests';

const petId = '2f1c7a52-8c59-4a39-9b8e-1f0d6c2b9a11';
const today = indiaDate(new Date());
const good = {
  serviceName: 'Pet Grooming',
  petId,
  description: 'Bath and trim',
  neededOn: today,
  neededAt: '10:30',
};
const messageAt = (value: unknown, path: string) => {
  const result = serviceRequestInputSchema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

describe('request service types', () => {
  it('are the nine of the form, each mapped to provider categories', () => {
    expect(REQUEST_SERVICE_NAMES).toEqual([
      'Pet Grooming',
      'Dog Walking',
      'Pet Sitting',
      'Veterinary Care',
      'Pet Training',
      'Pet Taxi',
      'Pet Boarding',
      'Pet Pharmacy',
      'Emergency Care',
    ]);
    expect(categoriesForServiceName('Pet Boarding')).toEqual(['accommodation']);
    expect(categoriesForServiceName('Emergency Care')).toEqual(['hospitals', 'veterinary']);
    expect(primaryCategoryFor('Emergency Care')).toBe('hospitals');
    expect(primaryCategoryFor('Dog Walking')).toBe('walking');
  });

  it('finds the request types a provider sees from their categories', () => {
    expect(serviceNamesForCategories(['veterinary'])).toEqual([
      'Veterinary Care',
      'Emergency Care',
    ]);
    expect(serviceNamesForCategories(['hospitals', 'grooming'])).toEqual([
      'Pet Grooming',
      'Emergency Care',
    ]);
    expect(serviceNamesForCategories(['adoption', 'stores'])).toEqual([]);
  });
});

describe('statuses and copy', () => {
  it('labels responded as In Progress', () => {
    expect(REQUEST_STATUS_LABELS).toEqual({
      open: 'Open',
      responded: 'In Progress',
      completed: 'Completed',
      cancelled: 'Cancelled',
    });
  });

  it('has the spec copy word for word', () => {
    expect(REQUEST_MESSAGES).toMatchObject({
      submitted: 'Request Submitted! 🎉',
      submissionFailed: 'Submission Failed',
      submitFailed: 'Failed to submit request. Please try again.',
      noPets: 'You need to add a pet first',
      loadError: 'Error Loading Service Requests',
      empty: 'No service requests found',
      noBudget: 'Budget not specified',
      cancelConfirm: 'Are you sure you want to cancel this service request?',
      notFoundTitle: 'Request Not Found',
      openLoadError: 'Error Loading Open Requests',
    });
  });
});

describe('urgencyFor', () => {
  const now = new Date('2026-05-10T06:30:00Z'); // 12:00 in India
  it('is high within 24 hours (or past), medium within 72, else low', () => {
    expect(urgencyFor('2026-05-10', '09:00', now)).toBe('high');
    expect(urgencyFor('2026-05-11', '12:00', now)).toBe('high');
    expect(urgencyFor('2026-05-11', '12:01', now)).toBe('medium');
    expect(urgencyFor('2026-05-13', '12:00', now)).toBe('medium');
    expect(urgencyFor('2026-05-13', '12:01', now)).toBe('low');
    expect(urgencyFor('2026-06-01', '08:00:00', now)).toBe('low');
  });
});

describe('neededOnIssue', () => {
  it('compares with the date in India', () => {
    const lateEvening = new Date('2026-05-10T19:00:00Z'); // 00:30 on 11 May in India
    expect(neededOnIssue('2026-05-10', lateEvening)).toBe(REQUEST_MESSAGES.datePast);
    expect(neededOnIssue('2026-05-11', lateEvening)).toBeNull();
    expect(neededOnIssue('2026-13-01', lateEvening)).toBe(REQUEST_MESSAGES.dateRequired);
  });
});

describe('serviceRequestInputSchema', () => {
  it('accepts today, trims the time and nulls a missing budget', () => {
    expect(serviceRequestInputSchema.parse(good)).toEqual({
      ...good,
      budgetAmount: null,
      // No place given: the server takes the parent's saved city; the mode defaults too.
      place: null,
      serviceMode: 'at_provider',
      providerId: null,
    });
    expect(
      serviceRequestInputSchema.parse({ ...good, neededAt: '10:30:00', budgetAmount: 0 }),
    ).toMatchObject({
      neededAt: '10:30',
      budgetAmount: 0,
    });
  });

  it('sanitises the description', () => {
    const parsed = serviceRequestInputSchema.parse({
      ...good,
      description: "<b>Bath</b> please'; DROP TABLE pets; --",
    });
    expect(parsed.description).not.toMatch(/[<>]|drop table/i);
    expect(messageAt({ ...good, description: '<script>alert(1)</script>' }, 'description')).toBe(
      REQUEST_MESSAGES.descriptionRequired,
    );
  });

  it('answers with a message for each field', () => {
    expect(messageAt({ ...good, serviceName: 'grooming' }, 'serviceName')).toBe(
      REQUEST_MESSAGES.serviceTypeRequired,
    );
    expect(messageAt({ ...good, petId: '' }, 'petId')).toBe(REQUEST_MESSAGES.petRequired);
    expect(messageAt({ ...good, description: '' }, 'description')).toBe(
      REQUEST_MESSAGES.descriptionRequired,
    );
    expect(messageAt({ ...good, description: 'x'.repeat(2001) }, 'description')).toBe(
      REQUEST_MESSAGES.descriptionTooLong,
    );
    expect(messageAt({ ...good, neededOn: '2020-01-01' }, 'neededOn')).toBe(
      REQUEST_MESSAGES.datePast,
    );
    expect(messageAt({ ...good, neededOn: undefined }, 'neededOn')).toBe(
      REQUEST_MESSAGES.dateRequired,
    );
    expect(messageAt({ ...good, neededAt: '7pm' }, 'neededAt')).toBe(REQUEST_MESSAGES.timeRequired);
    expect(messageAt({ ...good, budgetAmount: 10.5 }, 'budgetAmount')).toBe(
      REQUEST_MESSAGES.invalidBudget,
    );
  });

  it('lets an edit send some fields, and clear the budget', () => {
    expect(serviceRequestUpdateSchema.parse({ budgetAmount: null })).toEqual({
      budgetAmount: null,
    });
    expect(serviceRequestUpdateSchema.safeParse({ neededOn: '2020-01-01' }).success).toBe(false);
  });
});

describe('boardQuerySchema', () => {
  it('defaults to all, most urgent nearby, page 1 of 20', () => {
    expect(boardQuerySchema.parse({})).toEqual({
      filter: 'all',
      sort: 'nearest',
      page: 1,
      pageSize: 20,
    });
    expect(BOARD_FILTERS).toEqual(['all', 'urgent', 'new', 'responded']);
    expect(BOARD_SORTS).toEqual(['nearest', 'newest', 'urgent', 'budget', 'responses']);
    expect(boardQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
  });
});

describe('request places and distances', () => {
  it('formats a distance for a card', () => {
    expect(formatDistance(0.04)).toBe('100 m');
    expect(formatDistance(0.84)).toBe('800 m');
    expect(formatDistance(3.44)).toBe('3.4 km');
    expect(formatDistance(12.6)).toBe('13 km');
  });

  it('takes a place with a city, and refuses a blank one', () => {
    expect(requestPlaceSchema.parse({ city: ' Pune ', country: '' })).toEqual({
      city: 'Pune',
      country: null,
    });
    expect(requestPlaceSchema.safeParse({ city: '  ' }).error?.issues[0]?.message).toBe(
      REQUEST_MESSAGES.placeRequired,
    );
  });

  it('keeps a service radius between 1 and 100 km', () => {
    expect(serviceRadiusInputSchema.parse({ radiusKm: '25' })).toEqual({ radiusKm: 25 });
    expect(serviceRadiusInputSchema.safeParse({ radiusKm: 0 }).success).toBe(false);
    expect(serviceRadiusInputSchema.safeParse({ radiusKm: 101 }).success).toBe(false);
    expect(SERVICE_RADIUS.defaultKm).toBe(10);
  });
});
