import { Alert, Button, Group, Input, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { reviewInputSchema, starLabel, type Review } from '@petmitra/core/discovery/reviews';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@petmitra/core/discovery/review-messages';
import { isApiError, messageForError } from '@petmitra/core/errors';
import { PET_TYPE_LABELS, type PetType } from '@petmitra/core/marketplace/pet-types';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/zod-form';
import { useCreateReview, useUpdateReview } from '../api/save-review';
import { StarRatingInput } from './star-rating-input';

/** What the modal says it reviews: the real request's service, provider and pet. */
export interface ReviewSubject {
  serviceRequestId: string;
  serviceName: string;
  providerName: string | null;
  pet: { name: string; type: PetType } | null;
}

interface ReviewFormModalProps {
  opened: boolean;
  onClose: () => void;
  subject: ReviewSubject | null;
  /** Editing one's own review instead of writing a new one. */
  review?: Review | null;
}

interface ReviewFields {
  serviceRequestId: string;
  rating: number;
  comment: string;
}

/** 'Write a Review' (spec part 2, section 2): star rating with its label, comment 10-500. */
export function ReviewFormModal({ opened, onClose, subject, review }: ReviewFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={review ? 'Edit Your Review' : REVIEW_MESSAGES.writeReviewTitle}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {subject ? (
        <ReviewForm
          key={review?.id ?? subject.serviceRequestId}
          subject={subject}
          review={review ?? null}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ReviewForm({
  subject,
  review,
  onDone,
}: {
  subject: ReviewSubject;
  review: Review | null;
  onDone: () => void;
}) {
  const createReview = useCreateReview();
  const updateReview = useUpdateReview();
  const [failure, setFailure] = useState<string | null>(null);
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const form = useForm<ReviewFields>({
    initialValues: {
      serviceRequestId: subject.serviceRequestId,
      rating: review?.rating ?? 0,
      comment: review?.comment ?? '',
    },
    validate: zodResolver(reviewInputSchema),
  });
  const pending = createReview.isPending || updateReview.isPending;
  const length = form.values.comment.length;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      if (review) {
        await updateReview.mutateAsync({
          id: review.id,
          input: reviewInputSchema
            .pick({ rating: true, comment: true })
            .parse({ rating: values.rating, comment: values.comment }),
        });
        toast.success(REVIEW_MESSAGES.updated);
      } else {
        await createReview.mutateAsync(values);
        toast.success(REVIEW_MESSAGES.submitted);
      }
      onDone();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      toast.error(
        isApiError(error) && error.code === 'email_unverified'
          ? error.message
          : REVIEW_MESSAGES.submitFailed,
      );
      // The rule the server refused on (already reviewed, not completed...) says more than the toast.
      if (isApiError(error) && error.code !== 'internal') setFailure(messageForError(error));
    }
  });

  const ratingError = form.errors.rating;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <Stack gap={4}>
            <Text fw={700}>{subject.serviceName}</Text>
            {subject.providerName ? (
              <Text size="sm">
                Provider: <strong>{subject.providerName}</strong>
              </Text>
            ) : null}
            {subject.pet ? (
              <Text size="sm">
                Pet: <strong>{subject.pet.name}</strong> ({PET_TYPE_LABELS[subject.pet.type]})
              </Text>
            ) : null}
          </Stack>
        </Paper>

        <div>
          <Input.Label id={ratingLabelId} required>
            Rating
          </Input.Label>
          <Group gap="md" align="center">
            <StarRatingInput
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              labelledBy={ratingLabelId}
              describedBy={ratingError ? ratingErrorId : undefined}
              invalid={Boolean(ratingError)}
            />
            <Text size="sm" fw={600} aria-live="polite">
              {starLabel(form.values.rating)}
            </Text>
          </Group>
          {ratingError ? (
            <Input.Error id={ratingErrorId} mt={4}>
              {ratingError}
            </Input.Error>
          ) : null}
        </div>

        <Textarea
          label="Comment"
          required
          placeholder="Tell other pet parents how it went: what was done, how your pet was treated, and whether you would book again."
          autosize
          minRows={4}
          maxRows={10}
          maxLength={REVIEW_LIMITS.commentMaxLength}
          description={`${length}/${REVIEW_LIMITS.commentMaxLength} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('comment')}
        />

        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {review ? 'Update Review' : 'Submit Review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
