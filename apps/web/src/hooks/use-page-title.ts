import { useDocumentTitle } from '@mantine/hooks';
import { usePublicSettings } from '../lib/public-settings';

/** Sets the tab title to 'Page | PetMitra' (just 'PetMitra' without a page name). */
export function usePageTitle(title?: string) {
  // The site name is the admin's setting (System Settings), PetMitra by default.
  const { siteName } = usePublicSettings();
  useDocumentTitle(title ? `${title} | ${siteName}` : siteName);
}
