import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconCrown, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { PAYMENT_MESSAGES } from '@petmitra/core/payments/payments';
import { formatMoney, planProduct, type PlanType } from '@petmitra/core/payments/pricing';
import { SITE } from '@petmitra/core/settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { usePlans } from '../../../components/payments/per-use-fee';
import { usePageTitle } from '../../../hooks/use-page-title';
import { newPaymentKey } from '../../../lib/payments';
import { toast } from '../../../lib/toast';
import { useSessionUser } from '../../../lib/use-session-user';
import { useBuyPlan, useCancelSubscription } from '../api/payments';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

const FAQ = {
  pet_parent: [
    [
      'What does the Free Plan include?',
      'One free service request every month. Each extra request costs the per-use fee shown above.',
    ],
    [
      'What do paid plans add?',
      'Unlimited service requests while the plan is active, with no per-use fees.',
    ],
    [
      'Do plans renew automatically?',
      'No. Auto-renewal is disabled: when your plan ends you return to the Free Plan, and you can subscribe again at any time.',
    ],
    [
      'Can I get a refund?',
      'Payments can be refunded within 24 hours, less the payment gateway’s fee, from Payment History. See the refund policy for details.',
    ],
  ],
  service_provider: [
    [
      'What does the Free Plan include?',
      'One free response to a service request every month. Each extra response costs the per-use fee shown above.',
    ],
    [
      'Do I pay commission on my services?',
      'No. You keep 100% of your service fees; pet parents pay you directly.',
    ],
    [
      'Do plans renew automatically?',
      'No. Auto-renewal is disabled: when your plan ends you return to the Free Plan, and you can subscribe again at any time.',
    ],
    [
      'Can I get a refund?',
      'Payments can be refunded within 24 hours, less the payment gateway’s fee, from Payment History. See the refund policy for details.',
    ],
  ],
} as const;

/** /subscription: the plan set for the user's role, in their country's currency. */
export function SubscriptionPage() {
  usePageTitle('Subscription Plans');
  const { user } = useSessionUser();
  const plans = usePlans();
  const buy = useBuyPlan();
  const [key] = useState(newPaymentKey);
  const [buying, setBuying] = useState<PlanType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  if (plans.isPending) return <PageLoader label="Loading plans..." />;
  if (plans.isError) {
    return (
      <ErrorState
        title="We couldn't load the plans"
        message={messageForError(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const data = plans.data;
  const current = data.current;
  const canCancel = current.type !== 'free' && current.isActive && current.autoRenew;

  const choose = (type: PlanType, label: string, purchasable: boolean) => {
    setNotice(null);
    if (!data.signedIn) return;
    if (!purchasable) {
      if (label === 'Downgrade Now' && current.endDate) {
        setNotice(PAYMENT_MESSAGES.downgradeLater(longDate(current.endDate)));
      }
      return;
    }
    setBuying(type);
    buy.mutate(
      { product: planProduct(type as 'monthly' | 'annual'), idempotencyKey: `${key}-${type}` },
      {
        onError: (error) => {
          setBuying(null);
          toast.error(messageForError(error), { title: 'Payment Failed', duration: 8000 });
        },
      },
    );
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="Subscription Plans"
        description={
          data.audience === 'service_provider'
            ? 'Respond to as many requests as you like with a monthly or annual plan.'
            : 'Post as many service requests as you like with a monthly or annual plan.'
        }
      />
      <Stack gap="lg">
        {user ? (
          <Card withBorder radius="lg" p="lg">
            <Group justify="space-between" gap="sm">
              <Stack gap={4}>
                <Text fw={600}>
                  {user.name || user.email}{' '}
                  <Badge variant="light" ml={4}>
                    {ROLE_LABELS[user.role]}
                  </Badge>
                </Text>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconCrown size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text>
                    Current plan: <b>{current.name}</b>
                    {current.endDate ? ` (active until ${longDate(current.endDate)})` : ''}
                    {current.type !== 'free' && !current.autoRenew
                      ? ' — cancelled, will not renew'
                      : ''}
                  </Text>
                </Group>
              </Stack>
              {canCancel ? (
                <Button variant="default" color="red" onClick={() => setCancelOpen(true)}>
                  Cancel Subscription
                </Button>
              ) : null}
            </Group>
          </Card>
        ) : (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm">
              {PAYMENT_MESSAGES.signInToBuy}{' '}
              <Anchor component={Link} to="/login" fw={600} c="inherit" underline="always">
                Sign in
              </Anchor>{' '}
              or{' '}
              <Anchor component={Link} to="/register" fw={600} c="inherit" underline="always">
                create an account
              </Anchor>
              .
            </Text>
          </Alert>
        )}
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm">
            Auto-renewal is disabled: a plan runs for its period and then returns you to the Free
            Plan. Prices are in {data.currency === 'INR' ? 'Indian rupees' : 'US dollars'} and paid
            through {data.gateway === 'paypal' ? 'PayPal' : 'Razorpay'}
            {data.sandbox ? ' (sandbox: no real money moves)' : ''}.
          </Text>
        </Alert>
        {notice ? (
          <Alert variant="light" color="blue" role="status">
            {notice}
          </Alert>
        ) : null}
        {!data.gatewayReady ? (
          <Alert variant="light" color="orange" title={PAYMENT_MESSAGES.notConfigured}>
            Payments are not configured on this server yet. Please contact {SITE.supportEmail}.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {data.plans.map((plan) => {
            const isCurrent = plan.buttonLabel === 'Current Plan';
            return (
              <Card
                key={plan.type}
                component="article"
                aria-labelledby={`plan-${plan.type}`}
                withBorder
                radius="lg"
                p="lg"
                shadow={plan.type === 'annual' ? 'sm' : undefined}
              >
                <Stack gap="sm" h="100%">
                  <Group justify="space-between">
                    <Title order={2} size="h3" id={`plan-${plan.type}`}>
                      {plan.name}
                    </Title>
                    {plan.saving ? (
                      <Badge color="teal" variant="light">
                        Save {formatMoney(plan.saving.amount, plan.saving.currency)}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz={28} fw={800}>
                    {formatMoney(plan.price.amount, plan.price.currency)}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      / {plan.period}
                    </Text>
                  </Text>
                  <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />}>
                    {plan.features.map((f) => (
                      <List.Item key={f}>{f}</List.Item>
                    ))}
                  </List>
                  <Button
                    mt="auto"
                    variant={isCurrent ? 'light' : 'filled'}
                    disabled={
                      isCurrent || (!data.signedIn && plan.type !== 'free') || !data.gatewayReady
                    }
                    loading={buying === plan.type}
                    onClick={() => choose(plan.type, plan.buttonLabel, plan.purchasable)}
                  >
                    {data.signedIn || plan.type === 'free'
                      ? plan.buttonLabel
                      : 'Sign in to subscribe'}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Stack gap="xs" component="section" aria-labelledby="faq-heading">
          <Title order={2} size="h3" id="faq-heading">
            Frequently asked questions
          </Title>
          <Accordion variant="separated">
            {FAQ[data.audience].map(([q, a]) => (
              <Accordion.Item key={q} value={q}>
                <Accordion.Control>{q}</Accordion.Control>
                <Accordion.Panel>{a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
        <Text size="sm">
          Questions about plans or payments? Write to{' '}
          <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor>.
        </Text>
      </Stack>
      <CancelSubscriptionModal opened={cancelOpen} onClose={() => setCancelOpen(false)} />
    </Container>
  );
}

function CancelSubscriptionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel Subscription"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {done ? (
        <Alert color="teal" variant="light" title="Subscription cancelled">
          {done}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Your plan will not renew. You keep its benefits until its end date, then return to the
            Free Plan.
          </Text>
          <Textarea
            ref={reasonField}
            label="Reason for cancellation"
            required
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            error={
              missing
                ? PAYMENT_MESSAGES.cancelReasonRequired
                : cancel.error
                  ? messageForError(cancel.error)
                  : undefined
            }
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep Plan
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => {
                if (reason.trim().length === 0) {
                  setMissing(true);
                  // Where the error is, and where the answer goes.
                  reasonField.current?.focus();
                  return;
                }
                cancel.mutate(reason.trim(), {
                  onSuccess: ({ current }) => {
                    const text = `Your ${current.name} stays active until ${current.endDate ? longDate(current.endDate) : 'its end date'}.`;
                    setDone(text);
                    toast.success(text, { title: 'Subscription cancelled', duration: 5000 });
                    setTimeout(() => {
                      setDone(null);
                      setReason('');
                      onClose();
                    }, 2000);
                  },
                  onError: (error) =>
                    toast.error(messageForError(error) || PAYMENT_MESSAGES.cancelFailed),
                });
              }}
            >
              Confirm Cancellation
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
