// The one script in the head of a prerendered page (scripts/prerender.mjs writes it to
// dist/assets/prerender-boot-<hash>.js; the CSP allows no inline script). It blocks the parser
// for a moment, so it does three small things only:
//
// 1. Sets Mantine's colour scheme on <html> as MantineProvider will (src/app/theme.ts: the choice
//    stored under 'petmitra_theme', else the system's), so a visitor who chose dark never sees
//    the page flash light.
// 2. Starts the app's scripts once the page has painted and been parsed to its end: the HTML and
//    its stylesheets are the page, so on a slow network they get the bandwidth first, and the
//    page's chunks (listed in #app-scripts, preloaded a batch a task) and the entry follow. A page that never
//    paints (a background tab) starts them at `load`.
// 3. Keeps the presses made before the app has taken over: until then the page's buttons are
//    markup without handlers (links work as links), so a click or Enter on a button would do
//    nothing. Each such press is held and replayed on its button, in order, once the app says it
//    has hydrated (src/prerender/hydrated-signal.ts): the country menu or the phone menu opens,
//    two FAQ questions pressed open both. The same button pressed twice running counts once.
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

  var PRELOADS_PER_TASK = 12;
  var started = false;
  function start() {
    if (started) return;
    // The list, and a server-rendered page's data (#app-data), end the body: the app must not
    // run before they are parsed, nor hydrate a page the parser has not finished (the first
    // paint can come before the end of a long page).
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    var list = document.getElementById('app-scripts');
    if (!list) return;
    var scripts = JSON.parse(list.textContent);
    var head = document.head;
    var preloads = scripts.preload.slice();
    // Adding a preload costs the main thread up to a few milliseconds (its fetch begins, from
    // the cache or not), and a page lists about fifty: they go in batches, a task each, so no
    // one task keeps a press waiting; the entry follows the last batch.
    function next() {
      preloads.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        head.appendChild(link);
      });
      if (preloads.length > 0) {
        window.setTimeout(next, 0);
        return;
      }
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = scripts.entry;
      head.appendChild(entry);
    }
    next();
  }
  function soon() {
    window.setTimeout(start, 0);
  }

  var pressed = [];
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, [role="button"]') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (pressed[pressed.length - 1] !== button) pressed.push(button);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'petmitra:hydrated',
    function () {
      document.removeEventListener('click', hold, true);
      var buttons = pressed;
      pressed = [];
      // After React's own work for this commit (its effects run before this event's listeners),
      // one press a task, so each sees what the one before it did.
      function next() {
        var button = buttons.shift();
        if (!button) return;
        if (button.isConnected && !button.disabled) button.click();
        window.setTimeout(next, 0);
      }
      window.setTimeout(next, 0);
    },
    { once: true },
  );

  var painted = false;
  try {
    new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        painted = true;
        soon();
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: start at load.
  }
  window.addEventListener('load', function () {
    // Hidden, or no paint timing: nothing to wait for. Otherwise the first paint is due; a
    // browser that never reports it still starts a moment later.
    if (document.visibilityState === 'hidden' || !window.PerformanceObserver) soon();
    else if (!painted) window.setTimeout(start, 1000);
  });
})();
