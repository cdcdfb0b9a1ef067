import type { DomainSeeder } from './demo';
import { seedDiscovery } from './discovery';
import { seedMarketplace } from './marketplace';
import { seedRecentActivity } from './recent';
import { seedTrust } from './trust';

/** Domain seeders, in order. Each domain adds its own when it has demo rows to make. */
export const domainSeeders: DomainSeeder[] = [
  seedMarketplace,
  // Places everyone and reviews the completed requests the marketplace seeder made.
  seedDiscovery,
  // Verifies some providers (their documents long deleted, the decision kept).
  seedTrust,
  // A request and a quote as the demo starts, through the services: the bells are not empty.
  seedRecentActivity,
];
