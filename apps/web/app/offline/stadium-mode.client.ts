import { SAVED_AT_META } from '@fieldhouse/domain/saved-copy-meta'

// The page's side of stadium mode (docs/decisions/039), started with the loading rules after the
// page is interactive (loading/page-loading.client.ts), so none of it is in a page's own
// JavaScript and nothing waits for it:
// - registers the service worker (/sw.js), or with the kill switch on unregisters it and clears
//   what it saved;
// - shows the "Saved at 7:42 PM" banner (saved-copy-banner.client.ts, loaded only then) when the
//   page (or a client-side navigation's data) is the copy saved on the phone;
// - asks for persistent storage when the worker says so (a game-day revisit), never otherwise.

const WORKER_PATH = '/sw.js'
const PERSIST_ASKED_KEY = 'fieldhouse:persist-asked'

type WorkerMessage =
  | { type: 'fieldhouse:saved-copy'; text: string | null }
  | { type: 'fieldhouse:storage'; persist: boolean }

export function startStadiumMode(enabled: boolean): void {
  if (!('serviceWorker' in navigator)) return
  const workers = navigator.serviceWorker
  if (!enabled) {
    // Rare (the kill switch), so not in every visit's bytes.
    import('./stadium-mode-off.client').then(({ turnOff }) => turnOff(workers)).catch(() => {})
    return
  }
  const saved = document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_AT_META}"]`)
  if (saved) showSavedCopy(saved.content)
  workers.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data
    // A fresh answer with no banner shown needs nothing loaded.
    const shown = message?.type === 'fieldhouse:saved-copy' && (message.text || isBannerShown())
    if (shown) showSavedCopy(message.text)
    if (message?.type === 'fieldhouse:storage' && message.persist) void persist()
  })
  // Hello once the worker controls the page: it answers the storage question, and when it has
  // just taken over a page that loaded without it, saves that page. A page it already controls
  // came through it and is being saved with its data already (a second save would ask the
  // server for the page again).
  const hello = (save: boolean) =>
    workers.controller?.postMessage({ type: 'fieldhouse:hello', save })
  hello(false)
  workers.addEventListener('controllerchange', () => hello(true))
  workers.register(WORKER_PATH).catch(() => {
    // No worker (a private window, storage off, an old browser): the site works as before.
  })
}

// Once a day at most; the browser decides (Chromium by the visitor's use of the site).
async function persist(): Promise<void> {
  const today = new Date().toDateString()
  if (!navigator.storage?.persist || localStorage.getItem(PERSIST_ASKED_KEY) === today) return
  localStorage.setItem(PERSIST_ASKED_KEY, today)
  if (!(await navigator.storage.persisted())) await navigator.storage.persist()
}

const isBannerShown = () => document.getElementById(BANNER_ID) !== null
// The banner's element (saved-copy-banner.client.ts makes it with this id).
const BANNER_ID = 'saved-copy'

function showSavedCopy(text: string | null): void {
  import('./saved-copy-banner.client')
    .then(({ showSavedCopyBanner }) => showSavedCopyBanner(BANNER_ID, text))
    .catch(() => {})
}
