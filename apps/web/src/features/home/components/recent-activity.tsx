import { Anchor, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconCheck,
  IconMessage,
  IconPaw,
  IconSend,
  IconThumbUp,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ActivityItem } from '@petmitra/core/marketplace/dashboard';

const ICONS: Record<ActivityItem['kind'], Icon> = {
  pet_added: IconPaw,
  request_posted: IconSend,
  response_received: IconMessage,
  response_accepted: IconThumbUp,
  request_completed: IconCheck,
  request_cancelled: IconX,
  response_sent: IconSend,
  response_rejected: IconX,
  response_completed: IconCheck,
};

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'yesterday', 'now'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/** The newest things that happened to the user's pets, requests and responses. */
export function RecentActivity({ items, emptyText }: { items: ActivityItem[]; emptyText: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="activity-heading">
      <Title order={2} size="h3" id="activity-heading" mb="md">
        Recent activity
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Timeline bulletSize={28} lineWidth={2}>
          {items.map((item, index) => {
            const ItemIcon = ICONS[item.kind];
            return (
              <Timeline.Item
                key={`${item.kind}-${item.at}-${index}`}
                bullet={
                  <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                    <ItemIcon size={16} />
                  </ThemeIcon>
                }
              >
                <Stack gap={0}>
                  <Anchor component={Link} to={item.link} fw={500} size="sm">
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    <time dateTime={item.at}>{timeAgo(item.at)}</time>
                  </Text>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
