import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAlertTriangle,
  IconBrandWhatsapp,
  IconCircleCheck,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { POLICY } from '@petmitra/core/help/policies';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  contactInputSchema,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type ContactInput,
} from '@petmitra/core/support/support';
import { usePageTitle } from '../../../hooks/use-page-title';
import { showSaveError } from '../../../lib/form-errors';
import { useSessionUser } from '../../../lib/use-session-user';
import { zodResolver } from '../../../lib/zod-form';
import { useSiteInfo } from '../../../lib/use-site-info';
import { MessageField } from '../components/message-field';
import { useSendContact } from '../api/send-contact';

/** Contact Us (spec part 2, section 2): details, hours, emergency support and the form. */
export function ContactPage() {
  usePageTitle('Contact Us');
  const site = useSiteInfo();
  const { user } = useSessionUser();
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      category: 'general',
      subject: '',
      message: '',
    },
    validate: zodResolver(contactInputSchema),
  });
  // The thank-you line takes focus, so a screen reader hears it and the keyboard starts there.
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const details = [
    {
      icon: IconMail,
      label: 'Email',
      value: <Anchor href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Anchor>,
      note: `Reply within ${POLICY.emailResponseHours} hours`,
    },
    {
      icon: IconPhone,
      label: 'Phone',
      value: (
        <Anchor href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}>
          {site.supportPhone}
        </Anchor>
      ),
      note: 'During business hours',
    },
    {
      icon: IconBrandWhatsapp,
      label: 'WhatsApp',
      value: (
        <Anchor href={site.whatsappUrl} target="_blank" rel="noopener noreferrer">
          {site.whatsappNumber}
        </Anchor>
      ),
      note: POLICY.whatsappHours,
    },
    { icon: IconMapPin, label: 'Office', value: site.address, note: site.companyName },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Contact Us</Title>
          <Text c="dimmed">Questions, problems or ideas — we are here to help.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <div>
            <Stack gap="md">
              <Card withBorder>
                <Title order={2} size="h4" mb="sm">
                  Contact Details
                </Title>
                <Stack gap="sm">
                  {details.map((d) => (
                    <Group key={d.label} wrap="nowrap" align="flex-start" gap="sm">
                      <ThemeIcon variant="light" aria-hidden>
                        <d.icon size={18} />
                      </ThemeIcon>
                      <div>
                        <Text fw={600} size="sm">
                          {d.label}
                        </Text>
                        <Text size="sm">{d.value}</Text>
                        <Text size="xs" c="dimmed">
                          {d.note}
                        </Text>
                      </div>
                    </Group>
                  ))}
                </Stack>
              </Card>
              <Card withBorder>
                <Group gap="xs" mb="xs">
                  <IconClock size={18} aria-hidden />
                  <Title order={2} size="h4">
                    Business Hours
                  </Title>
                </Group>
                <Text size="sm">{POLICY.businessHours.weekdays}</Text>
                <Text size="sm">{POLICY.businessHours.weekends}</Text>
              </Card>
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title="Emergency Support (24/7)"
              >
                For a pet emergency, call {site.supportPhone} any time, or request Emergency Care
                from the app. If your pet is in danger, go to the nearest veterinary hospital first.
              </Alert>
              <Card withBorder>
                <Title order={2} size="h4" mb="xs">
                  {site.companyName}
                </Title>
                <SimpleGrid cols={2} spacing="xs">
                  <Text size="sm">
                    <strong>{site.figures.petParents}</strong> pet parents
                  </Text>
                  <Text size="sm">
                    <strong>{site.figures.providers}</strong> providers
                  </Text>
                  <Text size="sm">
                    <strong>{site.figures.cities}</strong> cities
                  </Text>
                  <Text size="sm">
                    <strong>{site.figures.servicesCompleted}</strong> services
                  </Text>
                </SimpleGrid>
              </Card>
            </Stack>
          </div>
          <div>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                Send us a message
              </Title>
              <div ref={doneRef} tabIndex={-1} role="status" aria-live="polite">
                {sent ? (
                  <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} mb="md">
                    {SUPPORT_MESSAGES.contactSent}
                  </Alert>
                ) : null}
              </div>
              <form
                noValidate
                onSubmit={form.onSubmit((values) => {
                  setSent(false);
                  send.mutate(values, {
                    onSuccess: () => {
                      form.reset();
                      setSent(true);
                    },
                    onError: (error) =>
                      showSaveError(error, form.setErrors, SUPPORT_MESSAGES.contactFailed),
                  });
                })}
              >
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="Full Name"
                      required
                      autoComplete="name"
                      maxLength={SUPPORT_LIMITS.nameMax}
                      {...form.getInputProps('name')}
                    />
                    <TextInput
                      label="Email"
                      type="email"
                      required
                      autoComplete="email"
                      {...form.getInputProps('email')}
                    />
                    <TextInput
                      label="Phone (optional)"
                      type="tel"
                      autoComplete="tel"
                      {...form.getInputProps('phone')}
                      value={form.values.phone ?? ''}
                    />
                    <NativeSelect
                      label="Category"
                      required
                      data={CONTACT_CATEGORIES.map((c) => ({
                        value: c,
                        label: CONTACT_CATEGORY_LABELS[c],
                      }))}
                      {...form.getInputProps('category')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label="Subject"
                    required
                    maxLength={SUPPORT_LIMITS.subjectMax}
                    {...form.getInputProps('subject')}
                  />
                  <MessageField {...form.getInputProps('message')} value={form.values.message} />
                  <Button type="submit" disabled={send.isPending}>
                    {send.isPending ? SUPPORT_MESSAGES.sending : 'Send Message'}
                  </Button>
                </Stack>
              </form>
            </Card>
          </div>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
