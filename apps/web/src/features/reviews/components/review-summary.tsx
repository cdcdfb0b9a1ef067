import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp, IconMinus } from '@tabler/icons-react';
import {
  distributionPercent,
  REVIEW_RATINGS,
  type ReviewSummary as ReviewSummaryData,
} from '@petmitra/core/discovery/reviews';
import { formatRating } from '@petmitra/core/discovery/ratings';
import { StarDisplay } from './star-display';
import { formatCount } from '@petmitra/core/text/numbers';

const TREND_TEXT = { up: 'Improving', down: 'Declining', steady: 'Steady' } as const;
const TREND_ICONS = { up: IconTrendingUp, down: IconTrendingDown, steady: IconMinus } as const;

/**
 * The summary (spec part 2, section 2): average to one decimal, count, the 5-to-1 bars and,
 * from 10 reviews, the latest 10 against the 10 before them.
 */
export function ReviewSummary({ summary }: { summary: ReviewSummaryData }) {
  const { trend } = summary;
  const TrendIcon = trend ? TREND_ICONS[trend.direction] : null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-summary">
      <Title order={2} size="h3" id="review-summary" mb="md">
        Rating Summary
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={4} align="flex-start">
          <Text fz={48} fw={800} lh={1}>
            {formatRating(summary.averageRating)}
          </Text>
          <StarDisplay value={summary.averageRating} size="md" />
          <Text c="dimmed" size="sm">
            {formatCount(summary.totalReviews)} {summary.totalReviews === 1 ? 'review' : 'reviews'}
          </Text>
          {trend && TrendIcon ? (
            <Group gap={6} mt="sm">
              <TrendIcon size={18} aria-hidden />
              <Text size="sm">
                Recent trend: {TREND_TEXT[trend.direction]} ({trend.change > 0 ? '+' : ''}
                {trend.change.toFixed(1)}) — latest 10 average {formatRating(trend.recentAverage)},
                before that {formatRating(trend.previousAverage)}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Stack gap={6}>
          {[...REVIEW_RATINGS].reverse().map((rating) => {
            const percent = distributionPercent(summary, rating);
            const count = summary.distribution[rating];
            const label = `${rating} ${rating === 1 ? 'star' : 'stars'}`;
            return (
              <Group key={rating} gap="sm" wrap="nowrap">
                <Text size="sm" w={56}>
                  {label}
                </Text>
                <Progress
                  value={percent}
                  color="yellow"
                  size="lg"
                  style={{ flex: 1 }}
                  aria-label={`${label}: ${count} ${count === 1 ? 'review' : 'reviews'} (${percent}%)`}
                />
                <Text size="sm" w={36} ta="right">
                  {count}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
