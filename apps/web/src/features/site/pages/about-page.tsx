import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBulb,
  IconHeartHandshake,
  IconPaw,
  IconShieldCheck,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentPage } from '../components/document-page';
import { useSiteInfo } from '../../../lib/use-site-info';

const VALUES = [
  {
    title: 'Pet-First Approach',
    icon: IconPaw,
    text: 'Every decision starts with what is best for the pet: its safety, comfort and health.',
  },
  {
    title: 'Trust & Safety',
    icon: IconShieldCheck,
    text: 'Real reviews from completed services, verified providers and contact details shared only when you choose.',
  },
  {
    title: 'Community Building',
    icon: IconUsers,
    text: 'We bring pet parents and local providers together, city by city.',
  },
  {
    title: 'Innovation',
    icon: IconBulb,
    text: 'Smart search, instant request alerts and an app that works even on a weak connection.',
  },
];

const TEAM = [
  {
    name: 'Ananya Rao',
    role: 'Co-founder & CEO',
    text: 'Lifelong dog parent; built the first version after struggling to find a sitter in Bengaluru.',
  },
  {
    name: 'Vikram Menon',
    role: 'Co-founder & CTO',
    text: 'Engineer who makes sure a request reaches the right providers in seconds.',
  },
  {
    name: 'Dr. Farah Siddiqui',
    role: 'Head of Veterinary Partnerships',
    text: 'Veterinarian who works with clinics and hospitals joining the platform.',
  },
  {
    name: 'Karan Gill',
    role: 'Head of Provider Success',
    text: 'Helps walkers, groomers, trainers and sitters grow their business.',
  },
];

const WHY = [
  'One free request or response every month — no commission on service fees, ever.',
  'Providers in every category: walking, boarding, sitting, taxi, training, grooming, vets, pharmacies, stores, adoption, hospitals and emergency care.',
  'Ratings and reviews only from pet parents whose request was completed.',
  'Secure payments through Razorpay and PayPal; we never store card details.',
  'Support by email within 24 hours and on WhatsApp every day.',
];

/** About (spec part 2, section 2); the figures are settings the admin can change. */
export function AboutPage() {
  const site = useSiteInfo();
  const stats = [
    { label: 'Pet Parents', value: site.figures.petParents },
    { label: 'Verified Providers', value: site.figures.providers },
    { label: 'Cities', value: site.figures.cities },
    { label: 'Services Completed', value: site.figures.servicesCompleted },
  ];
  return (
    <DocumentPage
      title={`About ${site.siteName}`}
      size="lg"
      intro={
        <Text size="lg">
          {site.siteName} connects pet parents with trusted, independent pet-care providers across
          India and beyond.
        </Text>
      }
      sections={[
        {
          id: 'mission',
          title: 'Our Mission',
          body: (
            <p>
              To make great care easy to find for every pet, and to help the people who provide it
              build a fair, commission-free living.
            </p>
          ),
        },
        {
          id: 'stats',
          title: 'In Numbers',
          body: (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {stats.map((s) => (
                <Card key={s.label} withBorder ta="center">
                  <Text fz={28} fw={800}>
                    {s.value}
                  </Text>
                  <Text size="sm">{s.label}</Text>
                </Card>
              ))}
            </SimpleGrid>
          ),
        },
        {
          id: 'story',
          title: 'Our Story',
          body: (
            <>
              <p>
                {site.siteName} was founded in {site.founded} in Bengaluru by pet parents who spent
                too many evenings calling around for a walker, a groomer or a vet who could come
                home. Good providers were there — they were just hard to find, and they lost a share
                of every booking to middlemen.
              </p>
              <p>
                So we built a marketplace where pet parents post what they need, providers respond
                with a price, and the fee goes entirely to the provider.
              </p>
            </>
          ),
        },
        {
          id: 'values',
          title: 'Our Values',
          body: (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {VALUES.map((v) => (
                <Card key={v.title} withBorder>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" size="lg" aria-hidden>
                      <v.icon size={20} />
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Title order={3} size="h5">
                        {v.title}
                      </Title>
                      <Text size="sm">{v.text}</Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          ),
        },
        {
          id: 'team',
          title: 'Our Team',
          body: (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {TEAM.map((m) => (
                <Card key={m.name} withBorder>
                  <ThemeIcon variant="light" size={48} radius="xl" aria-hidden mb="xs">
                    <IconHeartHandshake size={26} />
                  </ThemeIcon>
                  <Title order={3} size="h5">
                    {m.name}
                  </Title>
                  <Text size="sm" fw={600} c="dimmed">
                    {m.role}
                  </Text>
                  <Text size="sm" mt={4}>
                    {m.text}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          ),
        },
        {
          id: 'why-choose',
          title: `Why Choose ${site.siteName}`,
          body: (
            <ul>
              {WHY.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          ),
        },
        {
          id: 'company',
          title: 'Company Information',
          body: (
            <ul>
              <li>Legal name: {site.companyName}</li>
              <li>Registered office: {site.address}</li>
              <li>Founded: {site.founded}</li>
              <li>
                Email: {site.supportEmail} · Phone: {site.supportPhone}
              </li>
            </ul>
          ),
        },
        {
          id: 'certifications',
          title: 'Certifications and Compliance',
          body: (
            <ul>
              <li>Registered company in Bengaluru, Karnataka, India.</li>
              <li>Payments through PCI DSS Level 1 certified gateways (Razorpay and PayPal).</li>
              <li>
                Personal data handled under India’s Digital Personal Data Protection Act, 2023.
              </li>
            </ul>
          ),
        },
      ]}
    >
      <Group justify="center" className="no-print">
        <Button component={Link} to="/register" size="md">
          Join as Pet Parent
        </Button>
        <Button component={Link} to="/register" size="md" variant="outline">
          Become a Provider
        </Button>
      </Group>
    </DocumentPage>
  );
}
