import type { Location } from 'react-router';
import { dashboardPathFor, type Role } from '@petmitra/core/auth/roles';

const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/**
 * Where a user goes after signing in: back to the page a guard sent them away from, else
 * their dashboard by role (super_admin /admin/analytics, pet_parent /owner-home, others
 * /provider-home).
 */
export function postLoginPath(role: Role, state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (from?.pathname && from.pathname.startsWith('/') && !AUTH_PAGES.has(from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return dashboardPathFor(role);
}
