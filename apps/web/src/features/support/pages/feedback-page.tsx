import {
  Alert,
  Button,
  Card,
  Container,
  NativeSelect,
  Rating,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHeart } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  FEEDBACK_RATING_LABELS,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  feedbackInputSchema,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type FeedbackInput,
} from '@petmitra/core/support/support';
import { usePageTitle } from '../../../hooks/use-page-title';
import { showSaveError } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-form';
import { MessageField } from '../components/message-field';
import { useSendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackInput = { type: 'suggestion', rating: null, subject: '', message: '' };

/** Feedback (spec part 2, section 2): anyone, guests too; stored for the admin's inbox. */
export function FeedbackPage() {
  usePageTitle('Feedback');
  const send = useSendFeedback();
  const [done, setDone] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<FeedbackInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodResolver(feedbackInputSchema),
  });
  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);
  const rating = form.values.rating ?? 0;

  if (done) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconHeart size={34} />
          </ThemeIcon>
          <Title order={1} ref={thanksRef} tabIndex={-1}>
            Thank you for your feedback!
          </Title>
          <Text c="dimmed">
            Our team reads every message. It helps us make PetMitra better for pets and their
            people.
          </Text>
          <Button
            variant="light"
            onClick={() => {
              form.setValues(EMPTY);
              setDone(false);
            }}
          >
            Send More Feedback
          </Button>
          <Button component={Link} to="/" variant="subtle">
            Back to home
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Share Your Feedback</Title>
          <Text c="dimmed">
            Suggestions, bugs, ideas or kind words — with or without an account.
          </Text>
        </Stack>
        <Card withBorder>
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              send.mutate(values, {
                onSuccess: () => setDone(true),
                onError: (error) =>
                  showSaveError(error, form.setErrors, SUPPORT_MESSAGES.feedbackFailed),
              }),
            )}
          >
            <Stack gap="sm">
              <NativeSelect
                label="Feedback Type"
                required
                data={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_LABELS[t] }))}
                {...form.getInputProps('type')}
              />
              <div>
                <Text component="span" size="sm" fw={500} id="feedback-rating-label">
                  Overall Rating (optional)
                </Text>
                <Rating
                  aria-labelledby="feedback-rating-label"
                  value={rating}
                  onChange={(value) => form.setFieldValue('rating', value)}
                  size="lg"
                  getSymbolLabel={(i) =>
                    `${i} star${i === 1 ? '' : 's'}: ${FEEDBACK_RATING_LABELS[i - 1]}`
                  }
                />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {rating ? FEEDBACK_RATING_LABELS[rating - 1] : 'Not rated'}
                </Text>
                {form.errors.rating ? (
                  <Text size="sm" c="red">
                    {form.errors.rating}
                  </Text>
                ) : null}
              </div>
              <TextInput
                label="Subject"
                required
                maxLength={SUPPORT_LIMITS.subjectMax}
                {...form.getInputProps('subject')}
              />
              <MessageField {...form.getInputProps('message')} value={form.values.message} />
              {send.isError ? (
                <Alert color="red" role="alert">
                  {SUPPORT_MESSAGES.feedbackFailed}
                </Alert>
              ) : null}
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Submitting...' : 'Submit Feedback'}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
