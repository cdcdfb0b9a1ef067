import { Container, ScrollArea } from '@mantine/core';
import {
  IconChartBar,
  IconDatabase,
  IconFileAnalytics,
  IconFlag,
  IconMail,
  IconMessageHeart,
  IconRosetteDiscountCheck,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconUserX,
  IconUsers,
} from '@tabler/icons-react';
import { NavLink, Outlet } from 'react-router';
import classes from './admin-layout.module.css';

/** The navigation bar on every admin page (spec part 1, section 2 'Admin area'). */
const ADMIN_LINKS = [
  { to: '/admin/analytics', label: 'Analytics Dashboard', icon: IconChartBar },
  { to: '/admin/users', label: 'User Management', icon: IconUsers },
  { to: '/admin/reports', label: 'Reports', icon: IconFileAnalytics },
  { to: '/admin/system', label: 'System Settings', icon: IconSettings },
  { to: '/admin/security', label: 'Security Dashboard', icon: IconShieldLock },
  { to: '/admin/diagnostics', label: 'Database Diagnostics', icon: IconDatabase },
  // The support inboxes (features/support).
  { to: '/admin/contact-messages', label: 'Contact Messages', icon: IconMail },
  { to: '/admin/feedback', label: 'Feedback', icon: IconMessageHeart },
  { to: '/admin/outbox', label: 'Email Outbox', icon: IconSend },
  // Deactivation and deletion requests (features/admin/pages/account-requests-page).
  { to: '/admin/account-requests', label: 'Account Requests', icon: IconUserX },
  // Provider verification documents to review (features/trust).
  { to: '/admin/verifications', label: 'Provider Verification', icon: IconRosetteDiscountCheck },
  // Reported conversations (features/messaging).
  { to: '/admin/message-reports', label: 'Reported Conversations', icon: IconFlag },
];

export function AdminLayout() {
  return (
    <>
      <div className={classes.bar}>
        <Container size="xl">
          <ScrollArea type="never">
            <nav aria-label="Admin" className={classes.nav}>
              {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
                <NavLink key={to} to={to} className={classes.link}>
                  <Icon size={18} aria-hidden />
                  <span>{label}</span>
                </NavLink>
              ))}
            </nav>
          </ScrollArea>
        </Container>
      </div>
      <Outlet />
    </>
  );
}
