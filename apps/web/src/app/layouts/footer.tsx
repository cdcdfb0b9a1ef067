import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SITE } from '@petmitra/core/settings';
import { Logo } from '../../components/logo';
import { useHydrated } from '../../hooks/use-hydrated';
import classes from './footer.module.css';

const EXPLORE_LINKS = [
  { to: '/search', label: 'Find Services' },
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/accessibility', label: 'Accessibility' },
];

const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/payment-security', label: 'Payment Security' },
];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {title}
      </Title>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Footer() {
  // A prerendered page says the build's year until hydrated (vite.config.ts, BUILD_YEAR).
  const year = useHydrated() ? new Date().getFullYear() : Number(import.meta.env.BUILD_YEAR);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm" c="dimmed">
              {SITE.description}
            </Text>
          </Stack>
          <nav aria-label="Explore">
            <LinkColumn title="Explore" links={EXPLORE_LINKS} />
          </nav>
          <nav aria-label="Policies">
            <LinkColumn title="Policies" links={POLICY_LINKS} />
          </nav>
          <Stack gap="sm">
            <Title order={2} size="h5">
              Contact
            </Title>
            <address style={{ fontStyle: 'normal' }}>
              <Stack gap={8}>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Anchor href={`mailto:${SITE.supportEmail}`} size="sm">
                    {SITE.supportEmail}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconPhone size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Anchor href={telHref(SITE.supportPhone)} size="sm">
                    {SITE.supportPhone}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconBrandWhatsapp
                    size={18}
                    aria-hidden
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Anchor
                    href={SITE.whatsappUrl}
                    size="sm"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    WhatsApp {SITE.whatsappNumber}
                  </Anchor>
                </Group>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm">{SITE.addressLine}</Text>
                </Group>
              </Stack>
            </address>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {SITE.legalName} · Registered office: {SITE.addressLine}
          </Text>
          <Text size="xs" c="dimmed">
            © {year} {SITE.legalName}. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
