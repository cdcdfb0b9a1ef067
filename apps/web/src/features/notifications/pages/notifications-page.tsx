import { Container, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { NotificationList } from '../components/notification-list';
import { NotificationSettingsForm } from '../components/notification-settings-form';

/** /notifications: the Notifications and Settings tabs (?tab=settings opens the second). */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settings' ? 'settings' : 'notifications';
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Notifications"
        description="What happened on PetMitra, and how you want to hear about it."
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'settings' ? { tab: 'settings' } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notifications">
          <NotificationList />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NotificationSettingsForm />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
