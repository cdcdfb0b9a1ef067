import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SITE } from '@petmitra/core/settings';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

/** The accessibility statement (/accessibility, linked in the footer); docs/accessibility.md. */
export function AccessibilityPage() {
  usePageTitle('Accessibility');
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Accessibility"
        description={`${SITE.siteName} should work for everyone, by keyboard, screen reader, zoom or touch.`}
      />
      <Stack gap="xl">
        <section aria-labelledby="a11y-standard">
          <Title order={2} size="h3" id="a11y-standard" mb="xs">
            The standard we aim for
          </Title>
          <Text>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every
            page, in the light and the dark theme, on phones and on desktops.
          </Text>
        </section>

        <section aria-labelledby="a11y-what">
          <Title order={2} size="h3" id="a11y-what" mb="xs">
            What you can expect
          </Title>
          <List spacing="xs">
            <List.Item>A “Skip to main content” link as the first thing on every page.</List.Item>
            <List.Item>
              After you move to another page, focus goes to that page’s heading and the new page
              title is announced; results of searches and filters are announced too.
            </List.Item>
            <List.Item>
              A clearly visible focus ring on every button, link, field and menu item, in both
              themes, never hidden under the page header.
            </List.Item>
            <List.Item>
              Dialogs and menus keep focus inside while open, close with Escape and return focus to
              where you were.
            </List.Item>
            <List.Item>
              Text and controls with enough contrast, and touch targets at least 24 by 24 pixels.
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="a11y-testing">
          <Title order={2} size="h3" id="a11y-testing" mb="xs">
            How we test
          </Title>
          <Text>
            Every change runs our browser tests, which check each page they visit with the axe
            accessibility engine (WCAG 2.0, 2.1 and 2.2, levels A and AA) in both themes at phone
            and desktop widths, and walk through signing in, searching, adding a pet, requesting a
            service and responding to a request with the keyboard alone, checking where focus lands
            and that every focused control shows its ring.
          </Text>
        </section>

        <section aria-labelledby="a11y-gaps">
          <Title order={2} size="h3" id="a11y-gaps" mb="xs">
            Known gaps
          </Title>
          <List spacing="xs">
            <List.Item>
              The map view of search results is a picture of places; the same results are always
              available as the list view, which is the default.
            </List.Item>
            <List.Item>
              Voice search depends on your browser’s speech recognition and is not available in
              every browser.
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="a11y-report">
          <Title order={2} size="h3" id="a11y-report" mb="xs">
            Tell us about a problem
          </Title>
          <Text>
            If something on {SITE.siteName} is hard to use with your device or assistive technology,
            write to <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor> or
            use the{' '}
            <Anchor component={Link} to="/contact">
              Contact Us
            </Anchor>{' '}
            page, with the page address and what happened.
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
