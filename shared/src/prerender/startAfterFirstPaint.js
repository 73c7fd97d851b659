// Carried inline by a prerendered page instead of its entry scripts (builder/site/inlineScripts.js):
// runs them only after the first contentful frame is painted, so the first paint (and LCP) of the HTML never waits for JavaScript
// to download or evaluate, and once the whole HTML is parsed. In a hidden tab, where frames never
// come, they start after a second.
//
// Until the app is live, button clicks on the prerendered page would do nothing, so they are held
// here; the app calls window.__replayEarlyClicks() once it has hydrated to replay them.
(function () {
  var self = document.currentScript;
  // The first frame shows the whole prerendered page. Painted while the HTML was still arriving, it
  // showed the top of home, and the rest then moved it up (home is centred): a layout shift on a slow
  // phone. Chromium lifts the block once the element named is inserted, so it names the one after
  // the page (data-expect). Written here, not in the HTML: a language's page resolves a relative
  // address against the site root (<base>), and the address must be this document's.
  var expected = self && self.getAttribute('data-expect');
  if (expected) {
    var expect = document.createElement('link');
    expect.rel = 'expect';
    expect.href = location.href.split('#')[0] + '#' + expected;
    expect.setAttribute('blocking', 'render');
    document.head.appendChild(expect);
  }
  var entries = ((self && self.getAttribute('data-entries')) || '').split(' ').filter(Boolean);
  // The CSP requires Trusted Types: the entries' URLs pass the boot policy, which takes the page's
  // own origin only (shared/src/security/trustedTypes.ts names it for the CSP).
  var boot = {
    createScriptURL: function (src) {
      var url = new URL(src, document.baseURI);
      if (url.origin != location.origin) throw TypeError(src);
      return url.href;
    },
  };
  var tt = window.trustedTypes;
  if (tt) boot = tt.createPolicy('portfolio-boot', boot);
  var held = [];
  function hold(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  }
  document.addEventListener('click', hold, true);
  window.__replayEarlyClicks = function () {
    document.removeEventListener('click', hold, true);
    held.splice(0).forEach(function (button) {
      if (button.isConnected) button.click();
    });
  };

  var started = false;
  function start() {
    if (started) return;
    // The app reads the page context at the end of the HTML: on a slow network the first paint, or
    // the second that a hidden tab waits, can come while the rest of the HTML is still on its way.
    if (document.readyState === 'loading') return void document.addEventListener('DOMContentLoaded', start);
    started = true;
    // The light/dark switch is served saying the owner's mode; the visitor's may differ (their
    // choice, or the system's under "auto"). The theme's CSS knows which is on screen. Set before
    // the app hydrates, so that it finds the switch as it renders it.
    var dark = getComputedStyle(document.documentElement).colorScheme == 'dark';
    document.querySelectorAll('.theme-toggle').forEach(function (toggle) {
      toggle.setAttribute('aria-checked', dark);
    });
    // The web app manifest, now: a browser fetches it and its icon as soon as it sees the link.
    var manifest = self && self.getAttribute('data-manifest');
    if (manifest) {
      var link = document.createElement('link');
      link.rel = 'manifest';
      link.href = manifest;
      document.head.appendChild(link);
    }
    entries.forEach(function (src) {
      var script = document.createElement('script');
      script.src = boot.createScriptURL(src);
      script.async = false;
      document.head.appendChild(script);
    });
  }
  // The paint timing entry arrives once the first contentful frame is on screen; a frame callback
  // only says it is being produced, and scripts fetched then still compete with that paint.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1000);
})();
