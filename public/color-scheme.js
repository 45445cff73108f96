/*
 * Runs before the first paint (a blocking script in index.html's head; a file because the Content-Security-Policy
 * allows scripts from our origin only, never inline). It reads the colour mode MUI keeps in localStorage
 * ('mui-mode': light, dark or system; system or nothing follows prefers-color-scheme) and marks <html>, so the
 * page is dark from its first frame instead of white until React mounts (index.html's style holds the colours).
 */
(function markColorScheme() {
  var stored = null;
  try {
    stored = window.localStorage.getItem('mui-mode');
  } catch (error) {
    // Storage blocked: follow the system.
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-first-paint', dark ? 'dark' : 'light');
})();
