import { describe, expect, it } from 'vitest';
import {
  adminPermissionsFor,
  dashboardPathFor,
  isRegistrableRole,
  isRole,
  REGISTRABLE_ROLES,
  ROLE_LABELS,
  ROLES,
} from './roles';

describe('roles', () => {
  it('lists the three roles and the two a visitor can register as', () => {
    expect(ROLES).toEqual(['pet_parent', 'service_provider', 'super_admin']);
    expect(REGISTRABLE_ROLES).toEqual(['pet_parent', 'service_provider']);
    expect(ROLE_LABELS).toEqual({
      pet_parent: 'Pet Parent',
      service_provider: 'Service Provider',
      super_admin: 'Super Admin',
    });
  });

  it('recognises roles', () => {
    expect(isRole('super_admin')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRegistrableRole('service_provider')).toBe(true);
    expect(isRegistrableRole('super_admin')).toBe(false);
  });

  it('sends each role to its dashboard', () => {
    expect(dashboardPathFor('super_admin')).toBe('/admin/analytics');
    expect(dashboardPathFor('pet_parent')).toBe('/owner-home');
    expect(dashboardPathFor('service_provider')).toBe('/provider-home');
    expect(dashboardPathFor('something_else')).toBe('/provider-home');
    expect(dashboardPathFor(undefined)).toBe('/provider-home');
  });

  it('gives every admin flag to super_admin only', () => {
    expect(adminPermissionsFor('super_admin')).toEqual({
      isSuperAdmin: true,
      canAccessAnalytics: true,
      canManageUsers: true,
      canViewReports: true,
      canManageSystem: true,
    });
    for (const role of ['pet_parent', 'service_provider', null]) {
      expect(Object.values(adminPermissionsFor(role)).every((flag) => flag === false)).toBe(true);
    }
  });
});
