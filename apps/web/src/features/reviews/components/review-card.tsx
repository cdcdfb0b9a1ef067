import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Card,
  Group,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Review } from '@petmitra/core/discovery/reviews';
import { StarDisplay } from './star-display';
import { formatInstantDay } from '../../../lib/format-date';

interface ReviewCardProps {
  review: Review;
  /** Shown on the all-reviews page, where each review names its provider. */
  showProvider: boolean;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

export function ReviewCard({ review, showProvider, onEdit, onDelete }: ReviewCardProps) {
  const edited = review.updatedAt !== review.createdAt;
  const about = [review.serviceRequest.serviceName, review.serviceRequest.petName]
    .filter(Boolean)
    .join(' for ');

  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={review.reviewer.profilePic}
            alt={review.reviewer.profilePic ? review.reviewer.name : undefined}
            radius="xl"
            color="brand"
          >
            {review.reviewer.name.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Group gap={6}>
              <Text fw={600}>{review.reviewer.name}</Text>
              {review.isOwn ? (
                <Badge size="xs" variant="light">
                  Your review
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {[review.reviewer.city, formatInstantDay(review.createdAt)]
                .filter(Boolean)
                .join(' · ')}
              {edited ? ' · edited' : ''}
            </Text>
          </div>
        </Group>
        {review.isOwn ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit review">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Edit review"
                onClick={() => onEdit(review)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete review">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Delete review"
                onClick={() => onDelete(review)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <Stack gap={6} mt="md">
        <StarDisplay value={review.rating} />
        {about || showProvider ? (
          <Text size="sm" c="dimmed">
            {about}
            {showProvider ? (
              <>
                {about ? ' · ' : ''}
                <Anchor
                  component={Link}
                  to={`/reviews/${review.reviewee.id}`}
                  underline="always"
                  inherit
                >
                  {review.reviewee.name}
                </Anchor>
              </>
            ) : null}
          </Text>
        ) : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{review.comment}</Text>
      </Stack>
    </Card>
  );
}
