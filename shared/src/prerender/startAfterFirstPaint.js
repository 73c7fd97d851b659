// Carried inline by a prerendered page instead of its entry scripts (build/webpack/inlineScripts.js):
// runs them only after the first contentful frame is painted, so the first paint (and LCP) of the HTML never waits for JavaScript
// to download or evaluate. In a hidden tab, where frames never come, they start after a second.
//
// Until the app is live, button clicks on the prerendered page would do nothing, so they are held
// here; the app calls window.__replayEarlyClicks() once it has hydrated to replay them.
(function () {
  var self = document.currentScript;
  var entries = ((self && self.getAttribute('data-entries')) || '').split(' ').filter(Boolean);
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
    started = true;
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
      script.src = src;
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
