import { Group, Text } from '@mantine/core';
import { usePublicSettings } from '../lib/public-settings';

/** The paw mark and the product name. Decorative mark: the name carries the meaning. */
export function Logo({ size = 32 }: { size?: number }) {
  const { siteName } = usePublicSettings();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="var(--mantine-color-brand-7)" />
        <g fill="#fff">
          <ellipse cx="32" cy="41" rx="11" ry="9.5" />
          <ellipse cx="18" cy="29" rx="5" ry="6.5" transform="rotate(-18 18 29)" />
          <ellipse cx="46" cy="29" rx="5" ry="6.5" transform="rotate(18 46 29)" />
          <ellipse cx="26" cy="18.5" rx="4.8" ry="6.2" transform="rotate(-6 26 18.5)" />
          <ellipse cx="38" cy="18.5" rx="4.8" ry="6.2" transform="rotate(6 38 18.5)" />
        </g>
      </svg>
      <Text component="span" fw={800} fz="xl" lh={1}>
        {siteName}
      </Text>
    </Group>
  );
}
