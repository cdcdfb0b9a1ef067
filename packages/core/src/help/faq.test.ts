import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, faqCategories, faqHeading, filterFaq } from './faq';

describe('the FAQ (spec part 2)', () => {
  it('has role-aware headings and labels', () => {
    expect(faqHeading('pet_parent')).toBe('Pet Parent FAQs');
    expect(faqHeading('service_provider')).toBe('Service Provider FAQs');
    const parent = faqCategories('pet_parent');
    const provider = faqCategories('service_provider');
    expect(parent.find((c) => c.value === 'booking')?.label).toBe('Booking & Services');
    expect(provider.find((c) => c.value === 'booking')?.label).toBe('Service Requests');
    expect(parent.some((c) => c.value === 'business')).toBe(false);
    expect(provider.find((c) => c.value === 'business')?.label).toBe('Business & Earnings');
  });

  it('searches question and answer case-insensitively, within the category and role', () => {
    const ids = (
      role: 'pet_parent' | 'service_provider',
      category: 'all' | 'payment',
      search: string,
    ) => filterFaq(FAQ_ITEMS, { role, category, search }).map((i) => i.id);
    expect(ids('pet_parent', 'all', 'ANNUAL')).toEqual(['plans']);
    expect(ids('pet_parent', 'payment', 'commission')).toEqual(['service-fees']);
    expect(ids('pet_parent', 'all', '100% of their service fees')).toEqual([]);
    expect(ids('service_provider', 'all', '100% of their service fees')).toEqual(['keep-fees']);
    expect(ids('pet_parent', 'all', 'zzz')).toEqual([]);
    expect(ids('pet_parent', 'all', '  ').length).toBe(
      FAQ_ITEMS.filter((i) => i.role !== 'service_provider').length,
    );
  });

  it('states the real rules', () => {
    const text = FAQ_ITEMS.map((i) => i.answer).join(' ');
    for (const fact of [
      '₹45',
      '₹125',
      '₹1,250',
      '24 hours',
      '50% refund',
      '2 hours',
      '10 to 500',
    ]) {
      expect(text).toContain(fact);
    }
  });
});
