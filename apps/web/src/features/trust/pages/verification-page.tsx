import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { messageForError } from '@petmitra/core/errors';
import {
  DOCUMENT_RETENTION_DAYS,
  VERIFICATION_DOCUMENT_LABELS,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_MESSAGES,
  type MyVerification,
  type VerificationDocument,
} from '@petmitra/core/trust/verification';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { VerifiedBadge } from '../../../components/service-badges';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatInstantDay } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useMyVerification } from '../../../lib/use-my-verification';
import { useSubmitVerification } from '../api/verification';
import { DocumentInput } from '../components/document-input';

const HINTS: Record<VerificationDocument, string> = {
  idDocument:
    'Aadhaar, PAN, passport, voter ID or driving licence. JPEG, PNG, WebP or PDF, under 5 MB.',
  addressProof:
    'A utility bill, bank statement or rental agreement from the last three months. JPEG, PNG, WebP or PDF, under 5 MB.',
};

type Picked = Record<VerificationDocument, { file: File | null; error: string | null }>;
const EMPTY: Picked = {
  idDocument: { file: null, error: null },
  addressProof: { file: null, error: null },
};

/** Where the provider stands: not submitted, pending, verified (with the date) or rejected. */
function VerificationStatus({
  data,
  headingRef,
}: {
  data: MyVerification;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const latest = data.latest;
  let badge;
  let text;
  if (data.verifiedAt) {
    badge = <VerifiedBadge iconSize={14} />;
    text = `Verified on ${formatInstantDay(data.verifiedAt)}. The Verified badge shows on your profile, services and responses.`;
  } else if (latest?.status === 'pending') {
    badge = (
      <Badge color="yellow" variant="light">
        Pending review
      </Badge>
    );
    text = `Sent on ${formatInstantDay(latest.submittedAt)}. A PetMitra admin will review your documents soon; we will notify you of the decision.`;
  } else if (latest?.status === 'rejected') {
    badge = (
      <Badge color="red" variant="light">
        Not approved
      </Badge>
    );
    text = `Reviewed on ${formatInstantDay(latest.decidedAt ?? latest.submittedAt)}. You can send new documents below.`;
  } else {
    badge = (
      <Badge color="gray" variant="light">
        Not submitted
      </Badge>
    );
    text = 'Send your documents to get the Verified badge.';
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="verification-status">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h3" id="verification-status" ref={headingRef} tabIndex={-1}>
            Status
          </Title>
          {badge}
        </Group>
        <Text size="sm">{text}</Text>
        {!data.verifiedAt && latest?.status === 'rejected' && latest.rejectionReason ? (
          <Alert color="red" variant="light" title="Reason">
            {latest.rejectionReason}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /verification: a provider sends an ID document and an address proof (issue 13, item 4). */
export function VerificationPage() {
  usePageTitle('Verification');
  const verification = useMyVerification();
  const submit = useSubmitVerification();
  const [picked, setPicked] = useState<Picked>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const statusRef = useRef<HTMLHeadingElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...picked };
    for (const doc of VERIFICATION_DOCUMENTS) {
      if (!next[doc].file && !next[doc].error) {
        next[doc] = {
          file: null,
          error: VERIFICATION_MESSAGES.documentRequired(VERIFICATION_DOCUMENT_LABELS[doc]),
        };
      }
    }
    setPicked(next);
    const { idDocument, addressProof } = next;
    if (!idDocument.file || !addressProof.file) return;
    setFormError(null);
    submit.mutate(
      { idDocument: idDocument.file, addressProof: addressProof.file },
      {
        onSuccess: () => {
          toast.success(VERIFICATION_MESSAGES.submitted);
          setPicked(EMPTY);
          requestAnimationFrame(() => statusRef.current?.focus());
        },
        onError: (error) => setFormError(messageForError(error)),
      },
    );
  };

  let body;
  if (verification.isPending) body = <PageLoader label="Loading your verification..." />;
  else if (verification.isError)
    body = (
      <ErrorState
        title="Could not load your verification"
        message={messageForError(verification.error)}
        onRetry={() => void verification.refetch()}
      />
    );
  else {
    const data = verification.data;
    const canSend = !data.verifiedAt && data.latest?.status !== 'pending';
    body = (
      <Stack gap="lg">
        <VerificationStatus data={data} headingRef={statusRef} />
        {canSend ? (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="send-docs">
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Title order={2} size="h3" id="send-docs">
                  {data.latest?.status === 'rejected'
                    ? 'Send new documents'
                    : 'Send your documents'}
                </Title>
                {VERIFICATION_DOCUMENTS.map((doc) => (
                  <DocumentInput
                    key={doc}
                    label={VERIFICATION_DOCUMENT_LABELS[doc]}
                    description={HINTS[doc]}
                    file={picked[doc].file}
                    error={picked[doc].error}
                    disabled={submit.isPending}
                    onChange={(file, error) =>
                      setPicked((current) => ({ ...current, [doc]: { file, error } }))
                    }
                  />
                ))}
                <Text size="xs" c="dimmed">
                  Your documents are private: only you and PetMitra admins can open them, and they
                  are deleted {DOCUMENT_RETENTION_DAYS} days after the decision. The decision is
                  kept.
                </Text>
                {formError ? (
                  <Alert color="red" variant="light" role="alert">
                    {formError}
                  </Alert>
                ) : null}
                <Group>
                  <Button type="submit" loading={submit.isPending}>
                    Submit for Verification
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl">
      <PageHeader
        title="Verification"
        description="Verified providers show a badge on their profile, services and responses, and appear when pet parents search for verified providers only."
      />
      {body}
    </Container>
  );
}
