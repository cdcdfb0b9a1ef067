import 'leaflet/dist/leaflet.css';

import { Alert, Anchor, Box, Skeleton, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { MAP_SETTINGS } from '@petmitra/core/discovery/devices';
import type { Coordinates } from '@petmitra/core/discovery/results';
import { messageForError } from '@petmitra/core/errors';
import { usePublicConfig } from '../api/get-public-config';
import classes from './providers-map.module.css';

const {
  minZoom: MIN_ZOOM,
  maxZoom: MAX_ZOOM,
  initialZoom: START_ZOOM,
  defaultCentre,
} = MAP_SETTINGS;

// Leaflet guesses its marker image URLs from its CSS, which breaks once Vite fingerprints the
// files; importing the images gives the bundler's URLs instead.
const providerIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface MapPoint {
  /** One marker per provider. */
  providerId: string;
  providerName: string;
  lat: number;
  lng: number;
  /** Lines under the name in the popup (services, city, rating). */
  details: readonly string[];
}

interface ProvidersMapProps {
  points: readonly MapPoint[];
  /** The user's position, when known; the map starts there. */
  centre?: Coordinates | null;
  height?: number;
}

/** Follows the centre when the user's position arrives after the map has been drawn. */
function Recentre({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

export function ProvidersMap({ points, centre, height = 480 }: ProvidersMapProps) {
  const config = usePublicConfig();
  const start = centre ?? defaultCentre;

  if (config.isPending) {
    return <Skeleton height={height} radius="md" aria-label="Loading map" />;
  }
  if (config.isError) {
    return (
      <Alert color="red" variant="light" title="The map could not be loaded">
        {messageForError(config.error)}
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      <Box
        className={classes.map}
        h={height}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', zIndex: 0 }}
        role="region"
        aria-label="Map of providers"
      >
        <MapContainer
          center={[start.lat, start.lng]}
          zoom={START_ZOOM}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          style={{ height: '100%', width: '100%' }}
          scrollWheelZoom={false}
        >
          <TileLayer
            url={config.data.mapTileUrl}
            attribution={config.data.mapAttribution}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
          />
          <Recentre lat={start.lat} lng={start.lng} />
          {points.map((point) => (
            <Marker
              key={point.providerId}
              position={[point.lat, point.lng]}
              icon={providerIcon}
              title={point.providerName}
              alt={point.providerName}
            >
              <Popup>
                <Stack gap={4}>
                  <Text component="div" fw={700} size="sm">
                    {point.providerName}
                  </Text>
                  {point.details.map((line) => (
                    <Text key={line} component="div" size="xs">
                      {line}
                    </Text>
                  ))}
                  <Anchor component={Link} to={`/provider/${point.providerId}`} size="sm">
                    View Profile
                  </Anchor>
                </Stack>
              </Popup>
            </Marker>
          ))}
        </MapContainer>
      </Box>
      <Text size="xs" c="dimmed">
        {points.length === 0
          ? 'None of these providers has a location on the map yet.'
          : `${points.length} ${points.length === 1 ? 'provider' : 'providers'} on the map.`}
      </Text>
    </Stack>
  );
}
