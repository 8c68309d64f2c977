import { createServer } from 'node:http'

// A stand-in for the ad networks, on loopback, for the ads browser spec (ads.spec.ts) and the
// bench: it serves
// - /htlbid/{siteId}.js: a script with the small part of htlbid's API the site calls
//   (app/shell/ads/ad-runtime.client.ts): a `cmd` queue, layout, setTargeting (an empty value
//   clears the key) and forceRefresh, which puts
//   an <iframe> of the declared size (data-ad-size) into every [data-ad-slot] of the page and
//   records each refresh's targeting in window.htlbid.refreshes;
// - /nativo.js: marks window.ntv as loaded;
// - /creative: the framed advert, naming its slot and targeting.
// Every request is recorded, so a test can tell what loaded and when.

const script = (origin) => `(function () {
  var queued = (window.htlbid && window.htlbid.cmd) || [];
  var targeting = {};
  var api = {
    refreshes: [],
    layout: function () {},
    setTargeting: function (key, value) {
      if (value === '') delete targeting[key];
      else targeting[key] = String(value);
    },
    forceRefresh: function () {
      var copy = {};
      for (var key in targeting) copy[key] = targeting[key];
      api.refreshes.push(copy);
      var slots = document.querySelectorAll('[data-ad-slot]');
      for (var i = 0; i < slots.length; i++) fill(slots[i], copy);
    },
    cmd: { push: function (command) { command(); } },
  };
  function fill(slot, values) {
    var size = (slot.getAttribute('data-ad-size') || '300x250').split('x');
    var query = 'slot=' + encodeURIComponent(slot.getAttribute('data-ad-slot')) +
      '&w=' + size[0] + '&h=' + size[1] + '&n=' + api.refreshes.length;
    for (var key in values) query += '&' + encodeURIComponent(key) + '=' + encodeURIComponent(values[key]);
    var frame = document.createElement('iframe');
    frame.src = ${JSON.stringify(origin)} + '/creative?' + query;
    frame.title = 'Advertisement';
    frame.width = size[0];
    frame.height = size[1];
    frame.style.border = '0';
    frame.style.maxWidth = '100%';
    var old = slot.querySelectorAll('iframe');
    for (var j = 0; j < old.length; j++) old[j].remove();
    slot.appendChild(frame);
  }
  window.htlbid = api;
  for (var k = 0; k < queued.length; k++) queued[k]();
})();
`

const creative = (query) => {
  const slot = escapeHtml(query.get('slot') ?? '')
  const pageType = escapeHtml(query.get('page_type') ?? '')
  const section = escapeHtml(query.get('section') ?? '')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in advertisement</title>
<style>html,body{margin:0;height:100%}body{display:flex;align-items:center;justify-content:center;gap:.5em;background:#1e3a8a;color:#fff;font:bold 13px/1.2 system-ui,sans-serif;text-align:center}</style>
</head><body><p>Stand-in ad: ${slot}<br>${pageType} / ${section}</p></body></html>`
}

function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** Starts the stand-in on 127.0.0.1:port; resolves with its origin, its request log and close. */
export function startStandInAds({ port }) {
  const origin = `http://127.0.0.1:${port}`
  const requests = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin)
    requests.push(url.pathname + url.search)
    if (url.pathname.startsWith('/htlbid/') && url.pathname.endsWith('.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      response.end(script(origin))
    } else if (url.pathname === '/nativo.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      response.end('window.ntv = { loaded: true };\n')
    } else if (url.pathname === '/creative') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(creative(url.searchParams))
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('not found')
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
