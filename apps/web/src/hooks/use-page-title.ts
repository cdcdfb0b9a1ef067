import { useIsomorphicEffect } from '@mantine/hooks';
import { SITE } from '@petmitra/core/settings';
import { usePublicSettings } from '../lib/public-settings';

// The tab title is the page's name and the site's name (an admin setting): 'Page | PetMitra'.
let pageName: string | undefined;
let siteName: string = SITE.siteName;

function applyTitle() {
  const title = (pageName ? `${pageName} | ${siteName}` : siteName).trim();
  if (title.length > 0 && document.title !== title) document.title = title;
}

/**
 * Sets the tab title to 'Page | PetMitra' (just the site name without a page name). It reads no
 * query: a page that read the settings here was rendered again, whole, each time that answer
 * moved (on a prerendered page, in one long task straight after hydration). The site name comes
 * from `useSiteTitle`, which a small component of the root layout calls.
 */
export function usePageTitle(title?: string) {
  useIsomorphicEffect(() => {
    pageName = title;
    applyTitle();
  }, [title]);
}

/** Keeps the site name in the tab title in step with System Settings. */
export function useSiteTitle() {
  const { siteName: name } = usePublicSettings();
  useIsomorphicEffect(() => {
    siteName = name;
    applyTitle();
  }, [name]);
}
