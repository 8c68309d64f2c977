import { isSiteCache, SAVED_AT_META, SAVED_PAGES_PATH } from '@fieldhouse/domain/saved-pages'

// The page's side of stadium mode (docs/decisions/039), started with the loading rules after the
// page is interactive (loading/page-loading.client.ts), so none of it is in a page's own
// JavaScript and nothing waits for it:
// - registers the service worker (/sw.js), or with the kill switch on unregisters it and clears
//   what it saved;
// - shows the "Saved at 7:42 PM" banner when the page (or a client-side navigation's data) is the
//   copy saved on the phone, announced politely, with a retry and the saved pages;
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
    void turnOff(workers)
    return
  }
  const saved = document.querySelector<HTMLMetaElement>(`meta[name="${SAVED_AT_META}"]`)
  if (saved) showSavedCopy(saved.content)
  workers.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const message = event.data
    if (message?.type === 'fieldhouse:saved-copy') showSavedCopy(message.text)
    if (message?.type === 'fieldhouse:storage' && message.persist) void persist()
  })
  workers.controller?.postMessage({ type: 'fieldhouse:hello' })
  workers.register(WORKER_PATH).catch(() => {
    // No worker (a private window, storage off, an old browser): the site works as before.
  })
}

async function turnOff(workers: ServiceWorkerContainer): Promise<void> {
  const registrations = await workers.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
  const names = await caches.keys()
  await Promise.all(names.filter(isSiteCache).map((name) => caches.delete(name)))
}

// Once a day at most; the browser decides (Chromium by the visitor's use of the site).
async function persist(): Promise<void> {
  const today = new Date().toDateString()
  if (!navigator.storage?.persist || localStorage.getItem(PERSIST_ASKED_KEY) === today) return
  localStorage.setItem(PERSIST_ASKED_KEY, today)
  if (!(await navigator.storage.persisted())) await navigator.storage.persist()
}

const BANNER_ID = 'saved-copy'

/** The banner above the page: `text` ("Saved at 7:42 PM") shows it, null takes it away. */
function showSavedCopy(text: string | null): void {
  let banner = document.getElementById(BANNER_ID)
  if (!text) {
    banner?.remove()
    return
  }
  if (!banner) {
    banner = buildBanner()
    document.getElementById('main-content')?.parentElement?.before(banner)
  }
  const status = banner.querySelector('[role="status"]')
  // Written after the region is in the document, so screen readers announce it.
  requestAnimationFrame(() => {
    if (!status) return
    const why = navigator.onLine ? 'The network is slow' : "You're offline"
    status.textContent = `${text}. ${why}: this is the copy saved on this phone.`
  })
}

function buildBanner(): HTMLElement {
  const banner = document.createElement('aside')
  banner.id = BANNER_ID
  banner.setAttribute('aria-label', 'Saved copy')
  banner.className = 'border-b border-line bg-surface-raised text-ink'
  const row = document.createElement('div')
  row.className = 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm'
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.className = 'grow font-semibold'
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.textContent = 'Try again'
  retry.className = 'rounded-sm border border-line px-3 py-1 font-semibold hover:bg-surface'
  retry.addEventListener('click', () => location.reload())
  const list = document.createElement('a')
  list.href = SAVED_PAGES_PATH
  list.textContent = 'Saved pages'
  list.className = 'inline-flex min-h-6 items-center font-semibold underline'
  row.append(status, retry, list)
  banner.append(row)
  return banner
}
