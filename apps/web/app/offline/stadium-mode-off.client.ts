import { isSiteCache } from '@fieldhouse/domain/saved-pages'

// The kill switch's page side (SERVICE_WORKER=off, docs/decisions/039): unregister the worker and
// clear everything it saved, even before the worker itself hears of the switch.
export async function turnOff(workers: ServiceWorkerContainer): Promise<void> {
  const registrations = await workers.getRegistrations()
  await Promise.all(registrations.map((registration) => registration.unregister()))
  const names = await caches.keys()
  await Promise.all(names.filter(isSiteCache).map((name) => caches.delete(name)))
}
