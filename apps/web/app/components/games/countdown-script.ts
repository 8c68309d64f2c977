// The countdown of the home page and a sport's home, without the page's JavaScript: the markup is
// made on the server (countdown-markup.server.tsx) and this script, inline after it, ticks it
// once a second from the visitor's clock (SPEC 4, COUNTDOWN_TICK_MS), reaching 0 in every part
// and stopping there, as getCountdownParts (packages/domain/src/countdown.ts) computes it; a test
// holds the two to the same answers. Plain ES5 and the same text on every page: the
// Content-Security-Policy allows it by its hash. A page reached by client-side navigation shows
// the start time in words and no figures (the script of markup set by React does not run).
export const COUNTDOWN_SCRIPT = `(function () {
  var nodes = document.querySelectorAll('[data-countdown]:not([data-ticking])');
  if (!nodes.length) return;
  var pad = function (n) { return n < 10 ? '0' + n : String(n); };
  var timer;
  function tick() {
    var now = Date.now();
    var running = false;
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var left = Date.parse(node.getAttribute('data-countdown')) - now;
      var total = left > 0 ? Math.ceil(left / 1000) : 0;
      if (total > 0) running = true;
      var parts = [Math.floor(total / 86400), Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60];
      var cells = node.querySelectorAll('[data-part]');
      for (var j = 0; j < cells.length; j++) cells[j].textContent = pad(parts[j]);
      node.setAttribute('data-ticking', '');
      node.removeAttribute('aria-hidden');
    }
    if (!running && timer) clearInterval(timer);
    return running;
  }
  if (tick()) timer = setInterval(tick, 1000);
})();`
