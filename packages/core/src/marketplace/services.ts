import { z } from 'zod';
import { plainText } from '../text/fields';
import { MAX_AMOUNT_PAISE, type MarketplaceCurrency } from './money';
import { marketplaceCurrencySchema } from './money-schemas';
import { PET_TYPES } from './pet-types';
import { SERVICE_CATEGORIES } from './service-categories';

export * from './service-categories';

export const SERVICE_LIMITS = {
  nameMaxLength: 100,
  chargeDescriptionMaxLength: 200,
  maxCharges: 20,
} as const;

export const SERVICE_MESSAGES = {
  categoryRequired: 'Please select a category',
  nameRequired: 'Service name is required',
  nameTooLong: `Service name must be at most ${SERVICE_LIMITS.nameMaxLength} characters`,
  petTypesRequired: 'Please select at least one pet type',
  chargesRequired: 'Please add at least one charge',
  tooManyCharges: `At most ${SERVICE_LIMITS.maxCharges} charges`,
  chargeDescriptionRequired: 'Charge description is required',
  chargeDescriptionTooLong: `Charge description must be at most ${SERVICE_LIMITS.chargeDescriptionMaxLength} characters`,
  invalidAmount: 'Please enter an amount of 0 or more',
  added: 'Service added successfully!',
  addFailed: 'Failed to add service. Please try again.',
  updated: 'Service updated successfully!',
  updateFailed: 'Failed to update service. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this service? This action cannot be undone.',
  deleted: 'Service deleted',
  notFound: 'Service not found',
} as const;

/** A price sent in another currency than the provider's (decision 0026). */
export const serviceCurrencyMessage = (currency: MarketplaceCurrency) =>
  `Prices must be in ${currency}, the currency of your country`;

/** An amount in paise: an integer from 0 (the form converts rupees with rupeesToPaise). */
export const paiseSchema = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_AMOUNT_PAISE, message);

export const serviceChargeSchema = z.object({
  description: plainText({ error: SERVICE_MESSAGES.chargeDescriptionRequired })
    .min(1, SERVICE_MESSAGES.chargeDescriptionRequired)
    .max(SERVICE_LIMITS.chargeDescriptionMaxLength, SERVICE_MESSAGES.chargeDescriptionTooLong),
  /** paise */
  amount: paiseSchema(SERVICE_MESSAGES.invalidAmount),
});
export type ServiceCharge = z.output<typeof serviceChargeSchema>;

const serviceFields = {
  category: z.enum(SERVICE_CATEGORIES, { error: SERVICE_MESSAGES.categoryRequired }),
  name: plainText({ error: SERVICE_MESSAGES.nameRequired })
    .min(1, SERVICE_MESSAGES.nameRequired)
    .max(SERVICE_LIMITS.nameMaxLength, SERVICE_MESSAGES.nameTooLong),
  petTypesAccepted: z
    .array(z.enum(PET_TYPES, { error: SERVICE_MESSAGES.petTypesRequired }), {
      error: SERVICE_MESSAGES.petTypesRequired,
    })
    .min(1, SERVICE_MESSAGES.petTypesRequired)
    .transform((types) => [...new Set(types)]),
  homeServiceAvailable: z.boolean().default(false),
  /** Offered in an emergency, 24×7: listed on /search/emergency. */
  emergency: z.boolean().default(false),
  charges: z
    .array(serviceChargeSchema, { error: SERVICE_MESSAGES.chargesRequired })
    .min(1, SERVICE_MESSAGES.chargesRequired)
    .max(SERVICE_LIMITS.maxCharges, SERVICE_MESSAGES.tooManyCharges),
  /**
   * The currency the form showed; always the provider's country's (the server refuses another).
   * Omitted, the charges are in that currency.
   */
  currency: marketplaceCurrencySchema.optional(),
};

/** The add-service form. */
export const serviceInputSchema = z.object(serviceFields);
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceFormValues = z.input<typeof serviceInputSchema>;

/** Edit and the activate/deactivate toggle: only the fields sent change. */
export const serviceUpdateSchema = z.object({
  category: serviceFields.category.optional(),
  name: serviceFields.name.optional(),
  petTypesAccepted: serviceFields.petTypesAccepted.optional(),
  homeServiceAvailable: z.boolean().optional(),
  emergency: z.boolean().optional(),
  charges: serviceFields.charges.optional(),
  currency: serviceFields.currency,
  isActive: z.boolean().optional(),
});
export type ServiceUpdateInput = z.output<typeof serviceUpdateSchema>;

/** A service as the API shows it. */
export const serviceSchema = z.object({
  id: z.guid(),
  providerId: z.guid(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  petTypesAccepted: z.array(z.enum(PET_TYPES)),
  homeServiceAvailable: z.boolean(),
  emergency: z.boolean(),
  charges: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  /** The charges' currency: the provider's country's when they were set. */
  currency: marketplaceCurrencySchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** A My Services card: the service with its request counts. */
export const myServiceSchema = serviceSchema.extend({
  stats: z.object({
    /**
     * Requests in this service's category that the provider responded to (once a response is
     * accepted, the request counts only for the service it was linked to).
     */
    totalRequests: z.number(),
    /** Of those, open or responded. */
    activeRequests: z.number(),
  }),
});
export type MyService = z.infer<typeof myServiceSchema>;

export const myServicesSummarySchema = z.object({
  totalServices: z.number(),
  activeServices: z.number(),
  totalRequests: z.number(),
  activeRequests: z.number(),
  /** 0-100, rounded. */
  percentActive: z.number(),
  /** One decimal. */
  averageRequestsPerService: z.number(),
  homeServices: z.number(),
});
export type MyServicesSummary = z.infer<typeof myServicesSummarySchema>;

/** What My Services answers: the cards, and the currency new prices are in. */
export const myServicesReplySchema = z.object({
  services: z.array(myServiceSchema),
  summary: myServicesSummarySchema,
  /** The provider's country's currency: the add and edit forms take prices in it. */
  currency: marketplaceCurrencySchema,
});

/** The My Services tiles and performance summary from the per-service counts. */
export function summariseServices(
  services: readonly Pick<MyService, 'isActive' | 'homeServiceAvailable' | 'stats'>[],
): MyServicesSummary {
  const totalServices = services.length;
  const activeServices = services.filter((s) => s.isActive).length;
  const totalRequests = services.reduce((sum, s) => sum + s.stats.totalRequests, 0);
  const activeRequests = services.reduce((sum, s) => sum + s.stats.activeRequests, 0);
  return {
    totalServices,
    activeServices,
    totalRequests,
    activeRequests,
    percentActive: totalServices ? Math.round((activeServices / totalServices) * 100) : 0,
    averageRequestsPerService: totalServices
      ? Math.round((totalRequests / totalServices) * 10) / 10
      : 0,
    homeServices: services.filter((s) => s.homeServiceAvailable).length,
  };
}
