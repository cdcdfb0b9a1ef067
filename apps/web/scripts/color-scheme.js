// Runs before the first paint of a prerendered page (scripts/prerender.mjs puts it in the head
// as a blocking script; the CSP allows no inline script): sets Mantine's colour scheme on <html>
// as MantineProvider will (src/app/theme.ts: the choice stored under 'petmitra_theme', else the
// system's), so a visitor who chose dark never sees the page flash light.
/* global window, document */
(function () {
  var scheme = null;
  try {
    scheme = window.localStorage.getItem('petmitra_theme');
  } catch {
    // Storage refused (private mode): the system's preference.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
