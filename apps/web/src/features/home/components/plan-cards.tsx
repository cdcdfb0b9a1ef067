import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paymentsApi } from '@petmitra/core/payments/payments-api';
import { call } from '../../../lib/api-client';
import {
  ANNUAL_PLAN_INR,
  FREE_REQUESTS_PER_MONTH,
  FREE_RESPONSES_PER_MONTH,
  MONTHLY_PLAN_INR,
  PER_USE_FEE_INR,
  type Quota,
} from '@petmitra/core/marketplace/quota';
import { formatInr } from '@petmitra/core/marketplace/money';

export type Audience = 'parent' | 'provider';

const inr = (rupees: number) => formatInr(rupees * 100);
const ANNUAL_SAVING_INR = MONTHLY_PLAN_INR * 12 - ANNUAL_PLAN_INR;
const ANNUAL_SAVING_PERCENT = Math.round((ANNUAL_SAVING_INR / (MONTHLY_PLAN_INR * 12)) * 100);

interface Plan {
  name: string;
  price: string;
  period: string;
  features: string[];
  current: boolean;
}

function plansFor(audience: Audience): Plan[] {
  const unit = audience === 'parent' ? 'request' : 'response';
  const free = audience === 'parent' ? FREE_REQUESTS_PER_MONTH : FREE_RESPONSES_PER_MONTH;
  return [
    {
      name: 'Free Plan',
      price: inr(0),
      period: 'forever',
      features: [`${free} free ${unit} every month`, `${inr(PER_USE_FEE_INR)} per extra ${unit}`],
      current: true,
    },
    {
      name: 'Monthly Plan',
      price: inr(MONTHLY_PLAN_INR),
      period: 'per month',
      features: [`Unlimited ${unit}s`, 'Cancel any time'],
      current: false,
    },
    {
      name: 'Annual Plan',
      price: inr(ANNUAL_PLAN_INR),
      period: 'per year',
      features: [
        `Unlimited ${unit}s`,
        `Save ${inr(ANNUAL_SAVING_INR)} (${ANNUAL_SAVING_PERCENT}%): 12 months for the price of 10`,
      ],
      current: false,
    },
  ];
}

/**
 * The current plan and the plan cards. Until the payments issue adds paid plans every account
 * is on the Free Plan, so that is what shows as current; every button leads to /subscription.
 * Button copy follows the spec: the pet-parent home reads Get Started on the free plan, the
 * provider home Current Plan; paid plans read Subscribe Now.
 */
/** The plans, with how much of this month's free quota the user has used. */
export function PlanCards({ audience, quota }: { audience: Audience; quota: Quota }) {
  const plans = plansFor(audience);
  const unit = audience === 'parent' ? 'request' : 'response';
  const usage = quota.unlimited
    ? `Unlimited ${unit}s (∞) with your plan: ${quota.used} this month.`
    : `${quota.used} of ${quota.limit} free ${quota.limit === 1 ? unit : `${unit}s`} used this month.`;
  const current = useQuery({
    queryKey: ['payments', 'subscription'],
    queryFn: ({ signal }) => call(paymentsApi.subscription, { signal }),
  });
  const planName = current.data?.current.name ?? 'Free Plan';
  return (
    <Stack gap="md" component="section" aria-labelledby="plans-heading">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3" id="plans-heading">
                Your plan
              </Title>
              <Badge variant="light" leftSection={<IconCrown size={14} aria-hidden />}>
                {planName}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {usage}
            </Text>
          </Stack>
          <Button component={Link} to="/subscription" variant="light">
            Manage Subscription
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {plans.map((plan) => (
          <Card key={plan.name} withBorder radius="lg" padding="lg">
            <Stack gap="sm" h="100%">
              <Group justify="space-between" gap="xs">
                <Text fw={700} component="h3" fz="lg">
                  {plan.name}
                </Text>
                {plan.current ? (
                  <Badge color="cyan" variant="light">
                    Current
                  </Badge>
                ) : null}
              </Group>
              <Text>
                <Text span fz={28} fw={700}>
                  {plan.price}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {plan.period}
                </Text>
              </Text>
              <List
                size="sm"
                spacing={4}
                icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to="/subscription"
                variant={plan.current ? 'default' : 'filled'}
                mt="auto"
                aria-label={`${buttonLabel(plan, audience)}: ${plan.name}`}
              >
                {buttonLabel(plan, audience)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function buttonLabel(plan: Plan, audience: Audience): string {
  if (!plan.current) return 'Subscribe Now';
  return audience === 'parent' ? 'Get Started' : 'Current Plan';
}
