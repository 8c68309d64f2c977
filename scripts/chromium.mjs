// The machine's Chromium as the browser tests and the measuring scripts run it: headless on a
// server, without the background traffic (updates, sync, first-run pages) that would fall into
// what they measure or wait for.
export const CHROMIUM_PATH = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
