import { Avatar, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ProviderProfile } from '@petmitra/core/discovery/providers';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@petmitra/core/discovery/review-messages';
import { useViewerTimeZone } from '../../../hooks/use-hydrated';
import { formatInstantDay } from '../../../lib/format-date';

/** The first five reviews, newest first, and View All. */
export function ProviderReviews({ provider }: { provider: ProviderProfile }) {
  const reviews = provider.reviews.slice(0, REVIEW_LIMITS.providerPageReviews);
  const timeZone = useViewerTimeZone();
  return (
    <section aria-labelledby="provider-reviews">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="provider-reviews">
          Reviews
        </Title>
        {provider.totalReviews > 0 ? (
          <Button component={Link} to={`/reviews/${provider.id}`} variant="subtle">
            {REVIEW_MESSAGES.viewAll}
          </Button>
        ) : null}
      </Group>
      {reviews.length === 0 ? (
        <Text c="dimmed">{REVIEW_MESSAGES.noReviews}</Text>
      ) : (
        <Stack gap="sm">
          {reviews.map((review) => (
            <Card key={review.id} withBorder radius="md" padding="md" component="article">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar
                    src={review.reviewerProfilePic}
                    alt={review.reviewerProfilePic ? review.reviewerName : undefined}
                    radius="xl"
                    color="brand"
                  >
                    {review.reviewerName.charAt(0).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={600} size="sm">
                      {review.reviewerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatInstantDay(review.createdAt, timeZone)}
                      {review.serviceName ? ` · ${review.serviceName}` : ''}
                    </Text>
                  </div>
                </Group>
                <Text
                  size="sm"
                  fw={700}
                  c="var(--mantine-color-yellow-9)"
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <span aria-hidden>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <VisuallyHidden>{`${review.rating} out of 5 stars`}</VisuallyHidden>
                </Text>
              </Group>
              <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.comment}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
