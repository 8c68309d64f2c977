import { getMeasurementSetup } from '~/measurement/measurement-setup.server'

// GET /tracking/setup.json: what the browser's measurement module needs once per visit (the
// operator's third-party addresses, the tenant's tag manager and analytics ids, the data layer's
// school and site attributes, whether tracking tags are on). Read after the page is interactive,
// never by the server render, so no page's markup or cache key depends on it (decision 023).
export async function loader({ request }: { request: Request }) {
  const setup = await getMeasurementSetup(request.signal)
  return Response.json(setup, {
    headers: { 'Cache-Control': 'public, max-age=300, s-maxage=60' },
  })
}
