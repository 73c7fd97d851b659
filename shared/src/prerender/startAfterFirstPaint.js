// Loaded by a prerendered page instead of its entry scripts: runs them only after the first frame
// is painted, so the first paint (and LCP) of the HTML never waits for JavaScript to evaluate.
// In a hidden tab, where frames never come, they start after a second anyway.
(function () {
  var self = document.currentScript;
  var entries = ((self && self.getAttribute('data-entries')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    entries.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
