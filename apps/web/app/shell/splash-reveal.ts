import { SPLASH_COOKIE_MS, getSplashCookieName } from '@fieldhouse/domain/splash'
import { selectUnseenTakeovers } from '@fieldhouse/domain/takeovers'
import type { Splash } from '@fieldhouse/provider-client/splash'
import type { Takeover } from '@fieldhouse/provider-client/takeovers'

import { SHELL_ROOT_ID } from './site-shell'

/** The element around the splash the server renders hidden; the script below reveals it. */
export const SPLASH_ROOT_ID = 'splash'

/**
 * What the reveal script needs to decide, as data attributes of the splash's element: the page
 * is cached and shared, so the script itself is the same text on every page (the CSP allows it
 * by its hash) and the per-splash values travel in the markup. The takeovers listed are those
 * that would redirect a visitor who has not seen them (SPEC.md 4: they come before the splash).
 */
export function getSplashRevealData(splash: Splash, takeovers: readonly Takeover[]) {
  const candidates = selectUnseenTakeovers(takeovers, () => false, true)
  const end = splash.endDate?.getTime()
  return {
    'data-cookie': getSplashCookieName(splash.id),
    'data-start': splash.startDate?.getTime(),
    'data-end': end !== undefined && Number.isFinite(end) ? end : undefined,
    'data-takeover-cookies':
      candidates.length > 0 ? JSON.stringify(candidates.map(({ cookie }) => cookie)) : undefined,
  }
}

/**
 * Runs while the page is parsed, right after the hidden splash, so a first visit paints the
 * splash with the page rather than after hydration. It does what shell/interstitials.tsx does
 * after hydration, in the same order: an unseen takeover wins (the component redirects), then
 * the dates and the splash_{id} cookie of isSplashVisible decide; when shown it sets the
 * 5-minute cookie (as setCookie in utils/browser-cookies.client.ts writes it) and makes the page
 * behind inert. Plain ES5, no per-request value: it is hashed into the page's CSP.
 * Only constants go into the template (the two ids are plain words): a function call such as
 * JSON.stringify would keep the unused string in every page's browser bundle.
 */
export const SPLASH_REVEAL_SCRIPT = `(function () {
  var splash = document.getElementById('${SPLASH_ROOT_ID}');
  if (!splash) return;
  var data = splash.dataset;
  var now = Date.now();
  function hasCookie(name) {
    var prefix = encodeURIComponent(name) + '=';
    return document.cookie.split('; ').some(function (pair) { return pair.indexOf(prefix) === 0; });
  }
  var takeovers = JSON.parse(data.takeoverCookies || '[]');
  if (takeovers.some(function (name) { return !hasCookie(name); })) return;
  if (!data.cookie || hasCookie(data.cookie)) return;
  if (!(now >= Number(data.start)) || now > Number(data.end || Infinity)) return;
  document.cookie = encodeURIComponent(data.cookie) + '=shown; Expires=' +
    new Date(now + ${SPLASH_COOKIE_MS}).toUTCString() + '; Path=/; SameSite=Lax' +
    (location.protocol === 'https:' ? '; Secure' : '');
  splash.hidden = false;
  var page = document.getElementById('${SHELL_ROOT_ID}');
  if (page) page.inert = true;
})();`
