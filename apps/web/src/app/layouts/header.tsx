import { Burger, Button, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { dashboardPathFor } from '@petmitra/core/auth/roles';
import type { SessionUser } from '@petmitra/core/users/profile';
import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { useSession } from '../../features/auth/api/get-session';
import { useRequestSignOut } from '../../features/auth/sign-out';
import { CountrySelector } from '../../features/location/components/country-selector';
import classes from './header.module.css';

// Only signed-in people have a bell: guests' first load does not carry it (docs/performance.md).
const LazyNotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell'))
    .NotificationBell,
}));

// The Messages link and its unread count load with the bell, for signed-in people only.
const LazyMessagesLink = lazy(async () => ({
  default: (await import('../../features/messaging/components/messages-link')).MessagesLink,
}));

function MessagesLink(props: { className?: string | undefined; onClick?: () => void }) {
  return (
    <Suspense
      fallback={
        <NavLink to="/messages" className={props.className} onClick={props.onClick}>
          Messages
        </NavLink>
      }
    >
      <LazyMessagesLink {...props} />
    </Suspense>
  );
}

/** Pet parents and providers have conversations (issue 15); the super admin does not. */
const hasMessages = (user: SessionUser | null | undefined) =>
  user?.role === 'pet_parent' || user?.role === 'service_provider';

function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <LazyNotificationBell />
    </Suspense>
  );
}

// The mobile menu's drawer loads on first intent: pointing at, focusing or pressing the burger.
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadMobileDrawer);
const prefetchMobileDrawer = () => void loadMobileDrawer().catch(() => undefined);

interface HeaderLink {
  to: string;
  label: string;
}

/** Spec part 1, section 2 'Header and footer'. */
function signedInLinks(user: SessionUser): HeaderLink[] {
  return [
    { to: dashboardPathFor(user.role), label: 'Dashboard' },
    { to: '/profile', label: 'Profile' },
    ...(user.role === 'pet_parent'
      ? [
          { to: '/my-pets', label: 'My Pets' },
          { to: '/favorites', label: 'Favorites' },
        ]
      : []),
    { to: '/feedback', label: 'Feedback' },
  ];
}

/** Only in the mobile menu (the desktop header has the bell and the footer has search). */
const MOBILE_EXTRA_LINKS: HeaderLink[] = [{ to: '/search', label: 'Find Services' }];

export function Header() {
  const { user } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const requestSignOut = useRequestSignOut();

  const handleLogout = () => {
    drawer.close();
    requestSignOut();
  };

  const links = user ? signedInLinks(user) : [];
  const mobileLinks = user
    ? [...links, ...MOBILE_EXTRA_LINKS, { to: '/notifications', label: 'Notifications' }]
    : MOBILE_EXTRA_LINKS;

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label="PetMitra home">
          <Logo />
        </Link>

        {links.length > 0 ? (
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="lg" wrap="nowrap">
            {links.map((link) => (
              <NavLink key={link.label} to={link.to} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
            {hasMessages(user) ? <MessagesLink className={classes.link} /> : null}
          </Group>
        ) : null}

        <Group gap="xs" wrap="nowrap" visibleFrom="lg">
          <CountrySelector />
          <ThemeToggle />
          {user ? (
            <>
              <NotificationBell />
              <Text size="sm" fw={600} className={classes.userName} title={user.name}>
                {user.name}
              </Text>
              <Button
                variant="default"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={handleLogout}
              >
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/login" variant="default">
                Login
              </Button>
              <Button component={Link} to="/register">
                Register
              </Button>
            </>
          )}
        </Group>

        <Group gap="xs" wrap="nowrap" hiddenFrom="lg">
          <ThemeToggle />
          {user ? <NotificationBell /> : null}
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setDrawerWanted(true);
              drawer.toggle();
            }}
            onPointerEnter={prefetchMobileDrawer}
            onFocus={prefetchMobileDrawer}
            aria-label="Toggle navigation"
            aria-expanded={drawerOpened}
            aria-controls="mobile-navigation"
          />
        </Group>
      </Container>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer opened={drawerOpened} onClose={drawer.close}>
            <Stack gap="xs">
              {user ? (
                <Text size="sm" c="dimmed">
                  Signed in as <strong>{user.name}</strong>
                </Text>
              ) : null}
              <Stack component="nav" aria-label="Mobile" gap={2}>
                {mobileLinks.map((link) => (
                  <NavLink
                    key={link.label}
                    to={link.to}
                    className={classes.drawerLink}
                    onClick={drawer.close}
                  >
                    {link.label}
                  </NavLink>
                ))}
                {hasMessages(user) ? (
                  <MessagesLink className={classes.drawerLink} onClick={drawer.close} />
                ) : null}
              </Stack>
              <Divider my="xs" />
              <CountrySelector fullWidth />
              {user ? (
                <Button
                  variant="default"
                  leftSection={<IconLogout size={18} aria-hidden />}
                  onClick={handleLogout}
                >
                  Logout
                </Button>
              ) : (
                <Group grow>
                  <Button component={Link} to="/login" variant="default" onClick={drawer.close}>
                    Login
                  </Button>
                  <Button component={Link} to="/register" onClick={drawer.close}>
                    Register
                  </Button>
                </Group>
              )}
            </Stack>
          </MobileDrawer>
        </Suspense>
      ) : null}
    </header>
  );
}
