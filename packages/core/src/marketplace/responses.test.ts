import { describe, expect, it } from 'vitest';
import {
  RESPONSE_MESSAGES,
  RESPONSE_STATUSES,
  RESPONSE_STATUS_LABELS,
  responseInputSchema,
  responseUpdateSchema,
} from './responses';

describe('responses', () => {
  it('has the statuses and the rejected copy', () => {
    expect(RESPONSE_STATUSES).toEqual([
      'pending',
      'accepted',
      'rejected',
      'completed',
      'withdrawn',
    ]);
    expect(RESPONSE_STATUS_LABELS.rejected).toBe('Rejected');
    expect(RESPONSE_MESSAGES.rejected).toBe(
      'The pet parent chose a different service provider for this request.',
    );
  });

  it('sanitises the message and takes the price in paise', () => {
    expect(
      responseInputSchema.parse({
        message: ' Can do <script>x</script>Sunday ',
        estimatedPrice: 0,
      }),
    ).toEqual({ message: 'Can do Sunday', estimatedPrice: 0 });
    const bad = responseInputSchema.safeParse({ message: '', estimatedPrice: 12.5 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual(
      [RESPONSE_MESSAGES.messageRequired, RESPONSE_MESSAGES.invalidPrice].sort(),
    );
    expect(
      responseInputSchema.safeParse({ message: 'x'.repeat(2001), estimatedPrice: 1 }).error!
        .issues[0]!.message,
    ).toBe(RESPONSE_MESSAGES.messageTooLong);
  });

  it('lets an edit send one field', () => {
    expect(responseUpdateSchema.parse({ estimatedPrice: 5000 })).toEqual({ estimatedPrice: 5000 });
  });
});
