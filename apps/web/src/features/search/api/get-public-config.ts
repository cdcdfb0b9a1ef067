import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The part of GET /api/config the map needs: the tile server is a setting, never hard-coded. */
const mapConfigSchema = z.object({
  mapTileUrl: z.string().min(1),
  mapAttribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export async function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return mapConfigSchema.parse(await api.get<unknown>('/api/config', { signal }));
}

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'map'] as const,
    queryFn: ({ signal }) => getMapConfig(signal),
    // The server caches it for 5 minutes; it only changes with a redeploy.
    staleTime: Infinity,
  });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
