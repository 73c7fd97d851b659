// Loaded by a prerendered page instead of its entry scripts: runs them only after the first frame
// is painted, so the first paint (and LCP) of the HTML never waits for JavaScript to evaluate.
// In a hidden tab, where frames never come, they start after a second anyway.
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
