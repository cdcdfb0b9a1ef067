import { z } from 'zod';
import { plainText } from '../text/fields';
import { PET_TYPES, type PetType } from './pet-types';

export * from './pet-types';

export const VACCINATION_STATUSES = ['up_to_date', 'needs_update', 'unknown'] as const;
export type VaccinationStatus = (typeof VACCINATION_STATUSES)[number];

export const VACCINATION_STATUS_LABELS: Record<VaccinationStatus, string> = {
  up_to_date: 'Up to Date',
  needs_update: 'Needs Update',
  unknown: 'Unknown',
};

export const PET_LIMITS = {
  nameMaxLength: 60,
  /** kg; the form's step. */
  weightStep: 0.1,
  weightMin: 0.1,
  weightMax: 200,
  medicalHistoryMaxLength: 2000,
} as const;

/** The spec's copy for pets (part 2, sections 5 and 8), word for word where it gives one. */
export const PET_MESSAGES = {
  nameRequired: 'Pet name is required',
  nameTooLong: `Pet name must be at most ${PET_LIMITS.nameMaxLength} characters`,
  typeRequired: 'Pet type is required',
  invalidWeight: 'Please enter a valid weight',
  medicalHistoryTooLong: `Medical history must be at most ${PET_LIMITS.medicalHistoryMaxLength} characters`,
  invalidVaccinationStatus: 'Please select a vaccination status',
  added: 'Pet added successfully! 🎉',
  addFailed: 'Failed to add pet. Please try again.',
  /** Not in the spec (its edit modal never saved); the counterpart of `added`. */
  updated: 'Pet updated successfully!',
  updateFailed: 'Failed to update pet. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this pet?',
  deleted: 'Pet deleted',
  notFound: 'Pet not found',
  /** A pet with open or in-progress requests stays until those are completed or cancelled. */
  hasActiveRequests:
    'This pet has active service requests. Complete or cancel them before deleting the pet.',
  noPets: 'You need to add a pet first',
} as const;

/** Weight in kg above 0, at most one decimal place (the form's step 0.1). */
export const petWeightSchema = z.coerce
  .number({ error: PET_MESSAGES.invalidWeight })
  .refine((n) => Number.isFinite(n), PET_MESSAGES.invalidWeight)
  .refine((n) => n >= PET_LIMITS.weightMin && n <= PET_LIMITS.weightMax, PET_MESSAGES.invalidWeight)
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, PET_MESSAGES.invalidWeight)
  .transform((n) => Math.round(n * 10) / 10);

/** The add-pet and edit-pet form (the photo is uploaded separately). */
export const petInputSchema = z.object({
  name: plainText({ error: PET_MESSAGES.nameRequired })
    .min(1, PET_MESSAGES.nameRequired)
    .max(PET_LIMITS.nameMaxLength, PET_MESSAGES.nameTooLong),
  type: z.enum(PET_TYPES, { error: PET_MESSAGES.typeRequired }),
  weight: petWeightSchema,
  medicalHistory: plainText()
    .max(PET_LIMITS.medicalHistoryMaxLength, PET_MESSAGES.medicalHistoryTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  vaccinationStatus: z
    .enum(VACCINATION_STATUSES, { error: PET_MESSAGES.invalidVaccinationStatus })
    .default('up_to_date'),
});
export type PetInput = z.output<typeof petInputSchema>;
export type PetFormValues = z.input<typeof petInputSchema>;

/** A partial edit: only the fields sent change (no defaults, so nothing resets unasked). */
export const petUpdateSchema = petInputSchema
  .extend({
    vaccinationStatus: z.enum(VACCINATION_STATUSES, {
      error: PET_MESSAGES.invalidVaccinationStatus,
    }),
  })
  .partial();
export type PetUpdateInput = z.output<typeof petUpdateSchema>;

/** A pet as the API shows it. */
export const petSchema = z.object({
  id: z.guid(),
  ownerId: z.guid(),
  name: z.string(),
  type: z.enum(PET_TYPES),
  /** kg */
  weight: z.number(),
  /** Public URL of the photo, or null. */
  pic: z.string().nullable(),
  medicalHistory: z.string().nullable(),
  vaccinationStatus: z.enum(VACCINATION_STATUSES),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pet = z.infer<typeof petSchema>;

/** The My Pets summary. */
export const petSummarySchema = z.object({
  total: z.number(),
  byType: z.record(z.enum(PET_TYPES), z.number()),
  byVaccinationStatus: z.record(z.enum(VACCINATION_STATUSES), z.number()),
  withMedicalHistory: z.number(),
});
export type PetSummary = z.infer<typeof petSummarySchema>;

export function summarisePets(
  pets: readonly Pick<Pet, 'type' | 'vaccinationStatus' | 'medicalHistory'>[],
): PetSummary {
  const byType = Object.fromEntries(PET_TYPES.map((t) => [t, 0])) as Record<PetType, number>;
  const byVaccinationStatus = Object.fromEntries(VACCINATION_STATUSES.map((s) => [s, 0])) as Record<
    VaccinationStatus,
    number
  >;
  let withMedicalHistory = 0;
  for (const pet of pets) {
    byType[pet.type] += 1;
    byVaccinationStatus[pet.vaccinationStatus] += 1;
    if (pet.medicalHistory) withMedicalHistory += 1;
  }
  return { total: pets.length, byType, byVaccinationStatus, withMedicalHistory };
}
