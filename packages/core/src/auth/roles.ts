/** The three roles, where each lands after signing in, and the admin permission flags. */

export const ROLES = ['pet_parent', 'service_provider', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a visitor may choose when registering: never super_admin. */
export const REGISTRABLE_ROLES = ['pet_parent', 'service_provider'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const DEFAULT_ROLE: RegistrableRole = 'pet_parent';

export const ROLE_LABELS: Record<Role, string> = {
  pet_parent: 'Pet Parent',
  service_provider: 'Service Provider',
  super_admin: 'Super Admin',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isRegistrableRole(value: unknown): value is RegistrableRole {
  return typeof value === 'string' && (REGISTRABLE_ROLES as readonly string[]).includes(value);
}

/** The dashboard a role is sent to after login (and when it opens a page of another role). */
export function dashboardPathFor(role: Role | string | null | undefined): string {
  if (role === 'super_admin') return '/admin/analytics';
  if (role === 'pet_parent') return '/owner-home';
  return '/provider-home';
}

export interface AdminPermissions {
  isSuperAdmin: boolean;
  canAccessAnalytics: boolean;
  canManageUsers: boolean;
  canViewReports: boolean;
  canManageSystem: boolean;
}

/** Only super_admin gets the admin flags, and it gets all of them. */
export function adminPermissionsFor(role: Role | string | null | undefined): AdminPermissions {
  const all = role === 'super_admin';
  return {
    isSuperAdmin: all,
    canAccessAnalytics: all,
    canManageUsers: all,
    canViewReports: all,
    canManageSystem: all,
  };
}
