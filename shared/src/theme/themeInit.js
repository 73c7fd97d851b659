// A blocking script in <head>, before the stylesheet applies: puts the visitor's stored light/dark
// choice on <html> so the first paint already has the right theme (no flash). Inline in every page,
// allowed by its hash in the Content-Security-Policy (builder/site/inlineScripts.js). The key is
// THEME_STORAGE_KEY in themePreference.ts.
(function () {
  try {
    var stored = window.localStorage.getItem('portfolio:theme');
    if (stored === 'light' || stored === 'dark') document.documentElement.setAttribute('data-theme', stored);
  } catch {
    // Storage blocked (privacy settings): the owner's default applies.
  }
})();
