/** The printed demo sign-ins (development only; production never seeds). */
export const DEMO_ACCOUNTS = {
  petParent: { email: 'parent@petmitra.in', password: 'PetParent@2026', name: 'Priya Sharma' },
  provider: { email: 'provider@petmitra.in', password: 'Provider@2026', name: 'Arjun Mehta' },
  superAdmin: { email: 'admin@petmitra.in', password: 'SuperAdmin@2026', name: 'PetMitra Admin' },
} as const;
