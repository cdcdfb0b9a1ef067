import type { DomainSeeder } from './demo';

/** Domain seeders, in order. Each domain adds its own when it has demo rows to make. */
export const domainSeeders: DomainSeeder[] = [];
