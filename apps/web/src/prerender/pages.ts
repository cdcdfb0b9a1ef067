/**
 * The public pages the build prerenders to HTML (docs/decisions/0029-prerendered-public-pages.md).
 * A page belongs here only if its first render is the same for every visitor on any day: no
 * session, storage, screen size or date in it (the header's and the shell's parts that depend
 * on them render the server's answer until hydrated, hooks/use-hydrated.ts). The policy pages
 * print today's date ('Last updated'), so they stay client-rendered. A form on such a page keeps
 * what was typed before hydration with lib/form-hydration.ts (/login).
 */
export interface PrerenderedPage {
  /** The path, exactly as the server matches it. */
  path: string;
  /** The file under dist/prerendered/ ('index' for /). */
  file: string;
  /** The tab title the page sets once it runs (usePageTitle), for the HTML's <title>. */
  title: string;
  /**
   * The page component's module, as Vite's manifest names it: its stylesheets go in the HTML's
   * head and its chunks are preloaded, so the page paints styled and hydrates without a wait.
   */
  module: string;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: '/',
    file: 'index',
    title: 'PetMitra',
    module: 'src/features/landing/pages/landing-page.tsx',
  },
  {
    path: '/faq',
    file: 'faq',
    title: 'FAQ | PetMitra',
    module: 'src/features/help/pages/faq-page.tsx',
  },
  {
    path: '/about',
    file: 'about',
    title: 'About PetMitra | PetMitra',
    module: 'src/features/site/pages/about-page.tsx',
  },
  {
    path: '/login',
    file: 'login',
    title: 'Sign In | PetMitra',
    module: 'src/features/auth/pages/login-page.tsx',
  },
  {
    path: '/accessibility',
    file: 'accessibility',
    title: 'Accessibility | PetMitra',
    module: 'src/features/accessibility/pages/accessibility-page.tsx',
  },
  {
    path: '/payment-security',
    file: 'payment-security',
    title: 'Payment Security | PetMitra',
    module: 'src/features/site/pages/payment-security-page.tsx',
  },
];
