import { useDocumentTitle } from '@mantine/hooks';
import { SITE } from '@petmitra/core/settings';

/** Sets the tab title to 'Page | PetMitra' (just 'PetMitra' without a page name). */
export function usePageTitle(title?: string) {
  useDocumentTitle(title ? `${title} | ${SITE.siteName}` : SITE.siteName);
}
