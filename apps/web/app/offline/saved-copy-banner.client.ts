import { SAVED_PAGES_PATH } from '@fieldhouse/domain/saved-pages'

// Stadium mode's banner above a saved copy (docs/decisions/039): "Saved at 7:42 PM. You're
// offline: this is the copy saved on this phone.", in a polite status region written after the
// region is in the document (so screen readers announce it), with "Try again" (a reload, which
// asks the network first) and the saved pages. Loaded only when a page is a saved copy.

/** The banner above the page: `text` ("Saved at 7:42 PM") shows it, null takes it away. */
export function showSavedCopyBanner(id: string, text: string | null): void {
  let banner = document.getElementById(id)
  if (!text) {
    banner?.remove()
    return
  }
  if (!banner) {
    banner = buildBanner(id)
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

function buildBanner(id: string): HTMLElement {
  const banner = document.createElement('aside')
  banner.id = id
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
