import {
  Alert,
  Avatar,
  Badge,
  Button,
  Container,
  EmptyState,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconInfoCircle, IconMessageStar, IconStar } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  REVIEW_RATINGS,
  REVIEW_SORTS,
  REVIEW_SORT_LABELS,
  showingReviews,
  type Review,
  type ReviewedProvider,
  type ReviewRating,
  type ReviewSort,
} from '@petmitra/core/discovery/reviews';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@petmitra/core/discovery/review-messages';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { isApiError, messageForError } from '@petmitra/core/errors';
import {
  SERVICE_CATEGORY_LABELS,
  isServiceCategory,
} from '@petmitra/core/marketplace/service-categories';
import { isUuid } from '@petmitra/core/marketplace/ids';
import { ErrorState } from '../../../components/error-state';
import { usePageTitle } from '../../../hooks/use-page-title';
import { toast } from '../../../lib/toast';
import { useReviewEligibility } from '../api/get-review-eligibility';
import { useReviewableRequest } from '../api/get-reviewable-request';
import { useReviews } from '../api/get-reviews';
import { useDeleteReview } from '../api/save-review';
import { useSessionUser } from '../../../lib/use-session-user';
import { ReviewCard } from '../components/review-card';
import { ReviewCardSkeleton } from '../components/review-card-skeleton';
import { ReviewFormModal, type ReviewSubject } from '../components/review-form-modal';
import { ReviewSummary } from '../components/review-summary';

function parseRating(value: string | null): ReviewRating | undefined {
  const n = Number(value);
  return (REVIEW_RATINGS as readonly number[]).includes(n) ? (n as ReviewRating) : undefined;
}

function parseSort(value: string | null): ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ReviewSort)
    : 'newest';
}

const specialization = (value: string) =>
  isServiceCategory(value) ? SERVICE_CATEGORY_LABELS[value] : value;

/**
 * Reviews (/reviews, /reviews/{providerId}, ?serviceRequestId=): the summary, the list with its
 * rating filter and sorts, and Write Review when the server says the user may.
 */
export function ReviewsPage() {
  const { providerId: rawProviderId } = useParams();
  const providerId = rawProviderId && isUuid(rawProviderId) ? rawProviderId : undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const rating = parseRating(searchParams.get('rating'));
  const sort = parseSort(searchParams.get('sort'));
  const namedRequestId = searchParams.get('serviceRequestId');
  const requestIdParam = namedRequestId && isUuid(namedRequestId) ? namedRequestId : null;

  const { user } = useSessionUser();
  const reviews = useReviews({ providerId, rating, sort });
  const first = reviews.data?.pages[0];
  const provider = first?.provider ?? null;
  const list = useMemo(
    () => reviews.data?.pages.flatMap((page) => page.reviews) ?? [],
    [reviews.data],
  );

  // Which request 'Write Review' reviews: the one named in the link, else this parent's newest
  // completed, unreviewed request with this provider. The server has the last word either way.
  const reviewable = useReviewableRequest(
    providerId,
    !requestIdParam && user?.role === 'pet_parent',
  );
  const candidateId = requestIdParam ?? reviewable.data ?? null;
  const eligibility = useReviewEligibility(candidateId);
  const canReview = eligibility.data?.canReview === true;
  const eligibleRequest = eligibility.data?.request ?? null;

  // Opened by itself when the page was reached through Leave Review for an open-able request.
  const [autoOpenDismissed, setAutoOpenDismissed] = useState(false);
  const [writeOpened, writeModal] = useDisclosure(false);
  const [editing, setEditing] = useState<Review | null>(null);
  const deleteReview = useDeleteReview();

  const title = provider ? `${provider.name} Reviews` : 'Reviews';
  usePageTitle(title);

  const subject: ReviewSubject | null = eligibleRequest
    ? {
        serviceRequestId: eligibleRequest.id,
        serviceName: eligibleRequest.serviceName,
        providerName: eligibleRequest.provider?.name ?? provider?.name ?? null,
        pet: eligibleRequest.pet,
      }
    : null;
  const editSubject: ReviewSubject | null = editing
    ? {
        serviceRequestId: editing.serviceRequest.id,
        serviceName: editing.serviceRequest.serviceName,
        providerName: editing.reviewee.name,
        pet: null,
      }
    : null;

  const autoOpen = Boolean(requestIdParam) && canReview && !autoOpenDismissed;
  const writeModalOpened = writeOpened || autoOpen;
  const closeWrite = () => {
    setAutoOpenDismissed(true);
    writeModal.close();
  };

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const confirmDelete = (review: Review) =>
    modals.openConfirmModal({
      title: 'Delete review',
      children: <Text size="sm">{REVIEW_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': 'Close' },
      onConfirm: () =>
        deleteReview.mutate(review.id, {
          onSuccess: () => {
            // The request becomes reviewable again; do not pop the form open by itself.
            setAutoOpenDismissed(true);
            toast.success(REVIEW_MESSAGES.deleted);
          },
          onError: (error) => toast.error(messageForError(error)),
        }),
    });

  const totalReviews = first?.summary.totalReviews ?? 0;

  const unknownProvider =
    (rawProviderId !== undefined && !providerId) ||
    (isApiError(reviews.error) && reviews.error.status === 404);
  if (unknownProvider) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1}>{PROVIDER_MESSAGES.notFoundTitle}</Title>
          <Text c="dimmed">{PROVIDER_MESSAGES.notFound}</Text>
          <Button component={Link} to="/search">
            {PROVIDER_MESSAGES.browseOthers}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ReviewsHeader
          title={title}
          provider={provider}
          action={
            canReview ? (
              <Button leftSection={<IconStar size={18} aria-hidden />} onClick={writeModal.open}>
                {REVIEW_MESSAGES.writeReviewPrompt}
              </Button>
            ) : null
          }
        />

        {requestIdParam &&
        eligibility.data &&
        !eligibility.data.canReview &&
        eligibility.data.message ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {eligibility.data.message}
          </Alert>
        ) : null}

        {reviews.isError && !unknownProvider ? (
          <ErrorState
            title={REVIEW_MESSAGES.fetchFailed}
            message={messageForError(reviews.error)}
            onRetry={() => void reviews.refetch()}
          />
        ) : null}

        {reviews.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading reviews">
            {Array.from({ length: REVIEW_LIMITS.loadingPlaceholders }, (_, i) => (
              <ReviewCardSkeleton key={i} />
            ))}
          </Stack>
        ) : null}

        {reviews.isSuccess && totalReviews === 0 ? (
          <EmptyState
            icon={<IconMessageStar size={32} aria-hidden />}
            withIndicatorBackground
            py="xl"
          >
            <EmptyState.Title order={2}>{REVIEW_MESSAGES.emptyTitle}</EmptyState.Title>
            <EmptyState.Description>{REVIEW_MESSAGES.emptyPrompt}</EmptyState.Description>
            {canReview ? (
              <EmptyState.Actions>
                <Button onClick={writeModal.open}>{REVIEW_MESSAGES.writeReviewPrompt}</Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        ) : null}

        {first && totalReviews > 0 ? (
          <>
            <ReviewSummary summary={first.summary} />
            <section aria-labelledby="review-list-heading">
              <Group justify="space-between" align="flex-end" mb="md" gap="sm">
                <div>
                  <Title order={2} size="h3" id="review-list-heading">
                    {provider ? 'What pet parents say' : 'All Reviews'}
                  </Title>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {showingReviews(list.length, first.total)}
                  </Text>
                </div>
                <Group gap="sm">
                  <NativeSelect
                    label="Filter by rating"
                    value={rating ? String(rating) : ''}
                    onChange={(event) => setParam('rating', event.currentTarget.value || null)}
                    data={[
                      { value: '', label: 'All ratings' },
                      ...[...REVIEW_RATINGS].reverse().map((n) => ({
                        value: String(n),
                        label: `${n} ${n === 1 ? 'star' : 'stars'}`,
                      })),
                    ]}
                  />
                  <NativeSelect
                    label="Sort by"
                    value={sort}
                    onChange={(event) =>
                      setParam(
                        'sort',
                        event.currentTarget.value === 'newest' ? null : event.currentTarget.value,
                      )
                    }
                    data={REVIEW_SORTS.map((s) => ({ value: s, label: REVIEW_SORT_LABELS[s] }))}
                  />
                </Group>
              </Group>
              {list.length === 0 ? (
                <Paper withBorder radius="md" p="lg">
                  <Text c="dimmed">No reviews with this rating yet.</Text>
                </Paper>
              ) : (
                <Stack gap="md">
                  {list.map((review) => (
                    <ReviewCard
                      key={review.id}
                      review={review}
                      showProvider={!providerId}
                      onEdit={setEditing}
                      onDelete={confirmDelete}
                    />
                  ))}
                </Stack>
              )}
              {reviews.hasNextPage ? (
                <Group justify="center" mt="md">
                  <Button
                    variant="default"
                    loading={reviews.isFetchingNextPage}
                    onClick={() => void reviews.fetchNextPage()}
                  >
                    Load More Reviews
                  </Button>
                </Group>
              ) : null}
            </section>
          </>
        ) : null}
      </Stack>

      <ReviewFormModal opened={writeModalOpened} onClose={closeWrite} subject={subject} />
      <ReviewFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        subject={editSubject}
        review={editing}
      />
    </Container>
  );
}

function ReviewsHeader({
  title,
  provider,
  action,
}: {
  title: string;
  provider: ReviewedProvider | null;
  action: ReactNode;
}) {
  if (!provider) {
    return (
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">What pet parents say about the providers they booked on PetMitra.</Text>
        </div>
        {action}
      </Group>
    );
  }
  const place = [provider.city, provider.country].filter(Boolean).join(', ');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar
            src={provider.profilePic}
            alt={provider.profilePic ? provider.name : undefined}
            size={72}
            radius="50%"
            color="brand"
          >
            {provider.name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {provider.specializations.length > 0 ? (
              <Group gap={6}>
                {provider.specializations.map((s) => (
                  <Badge key={s} variant="light" tt="none">
                    {specialization(s)}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Text size="sm" c="dimmed">
              {[place, `Member since ${new Date(provider.memberSince).getFullYear()}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}
