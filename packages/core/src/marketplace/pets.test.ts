import { describe, expect, it } from 'vitest';
import {
  PET_MESSAGES,
  PET_TYPE_LABELS,
  PET_TYPES,
  VACCINATION_STATUS_LABELS,
  petInputSchema,
  petUpdateSchema,
  summarisePets,
} from './pets';

const messageAt = (value: unknown, path: string) => {
  const result = petInputSchema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};
const good = { name: ' Bruno ', type: 'dog', weight: 12.5 };

describe('pet types and vaccination statuses', () => {
  it('are the nine lower-case types with the form labels', () => {
    expect(PET_TYPES).toHaveLength(9);
    expect(PET_TYPES.map((t) => PET_TYPE_LABELS[t])).toEqual([
      'Dog',
      'Cat',
      'Bird',
      'Rabbit',
      'Hamster',
      'Fish',
      'Turtle',
      'Guinea Pig',
      'Other',
    ]);
    for (const type of PET_TYPES) expect(type).toBe(PET_TYPE_LABELS[type].toLowerCase());
    expect(VACCINATION_STATUS_LABELS).toEqual({
      up_to_date: 'Up to Date',
      needs_update: 'Needs Update',
      unknown: 'Unknown',
    });
  });

  it('has the spec copy', () => {
    expect(PET_MESSAGES.added).toBe('Pet added successfully! 🎉');
    expect(PET_MESSAGES.addFailed).toBe('Failed to add pet. Please try again.');
    expect(PET_MESSAGES.updateFailed).toBe('Failed to update pet. Please try again.');
  });
});

describe('petInputSchema', () => {
  it('trims, defaults vaccination to up_to_date and nulls a blank history', () => {
    expect(petInputSchema.parse({ ...good, medicalHistory: '  ' })).toEqual({
      name: 'Bruno',
      type: 'dog',
      weight: 12.5,
      medicalHistory: null,
      vaccinationStatus: 'up_to_date',
    });
  });

  it('takes the weight as form text', () => {
    expect(petInputSchema.parse({ ...good, weight: '0.1' }).weight).toBe(0.1);
    expect(petInputSchema.parse({ ...good, weight: '200' }).weight).toBe(200);
  });

  it('answers with the spec messages', () => {
    expect(messageAt({ ...good, name: '' }, 'name')).toBe('Pet name is required');
    expect(messageAt({ type: 'dog', weight: 1 }, 'name')).toBe('Pet name is required');
    expect(messageAt({ ...good, name: 'x'.repeat(61) }, 'name')).toBe(PET_MESSAGES.nameTooLong);
    expect(messageAt({ ...good, type: undefined }, 'type')).toBe('Pet type is required');
    expect(messageAt({ ...good, type: 'Guinea Pig' }, 'type')).toBe('Pet type is required');
    for (const weight of [0, -1, '', 'abc', 0.05, 1.25, 200.1, Infinity]) {
      expect(messageAt({ ...good, weight }, 'weight'), String(weight)).toBe(
        'Please enter a valid weight',
      );
    }
    expect(messageAt({ ...good, medicalHistory: 'x'.repeat(2001) }, 'medicalHistory')).toBe(
      PET_MESSAGES.medicalHistoryTooLong,
    );
    expect(messageAt({ ...good, vaccinationStatus: 'done' }, 'vaccinationStatus')).toBe(
      PET_MESSAGES.invalidVaccinationStatus,
    );
  });

  it('lets an edit send only some fields', () => {
    expect(petUpdateSchema.parse({ weight: 3 })).toEqual({ weight: 3 });
    expect(petUpdateSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('summarisePets', () => {
  it('counts by type, vaccination status and medical history', () => {
    const summary = summarisePets([
      { type: 'dog', vaccinationStatus: 'up_to_date', medicalHistory: 'x' },
      { type: 'dog', vaccinationStatus: 'unknown', medicalHistory: null },
      { type: 'fish', vaccinationStatus: 'needs_update', medicalHistory: null },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.byType).toMatchObject({ dog: 2, fish: 1, cat: 0 });
    expect(summary.byVaccinationStatus).toEqual({ up_to_date: 1, needs_update: 1, unknown: 1 });
    expect(summary.withMedicalHistory).toBe(1);
  });
});
