import { z } from 'zod';
import { quotaSchema } from './quota-schema';
import { openRequestSchema } from './requests';

/** One line of recent activity, from real rows. */
export const activityItemSchema = z.object({
  kind: z.enum([
    'pet_added',
    'request_posted',
    'response_received',
    'response_accepted',
    'request_completed',
    'request_cancelled',
    'response_sent',
    'response_rejected',
    'response_completed',
  ]),
  /** Display text, e.g. 'Pet Grooming request for Bruno'. */
  title: z.string(),
  /** Where the item leads in the web app, e.g. '/request/{id}'. */
  link: z.string(),
  /** ISO 8601 */
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** /owner-home figures. */
export const parentDashboardSchema = z.object({
  pets: z.number(),
  requests: z.number(),
  /** This month's requests over the free limit ('0/1'). */
  requestsThisMonth: quotaSchema,
  /** open or responded */
  activeRequests: z.number(),
  completedRequests: z.number(),
  recentActivity: z.array(activityItemSchema),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

/** /provider-home figures. */
export const providerDashboardSchema = z.object({
  services: z.number(),
  activeServices: z.number(),
  /** Requests on this provider's board now. */
  activeRequests: z.number(),
  /** This month's responses over the free limit. */
  responsesThisMonth: quotaSchema,
  totalResponses: z.number(),
  /** Mean review rating, one decimal; 0 with no reviews ('No reviews yet'). */
  rating: z.number(),
  reviewCount: z.number(),
  /** The newest requests in the provider's categories (links to /request/{id}). */
  recentRequests: z.array(openRequestSchema),
  recentActivity: z.array(activityItemSchema),
});
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
