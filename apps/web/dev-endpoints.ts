import { getRequestListener } from '@hono/node-server'
import type { Plugin } from 'vite'

import type { ServerEndpoints } from './app/endpoints/index.server'

/**
 * In development (`npm run dev`) the addresses answered outside React Router's route table
 * (app/endpoints, docs/decisions/028) are answered before React Router's own dev handler, as
 * server/render-page.ts does in production; the module is loaded through Vite, so an edit to an
 * endpoint applies at the next request.
 */
export function devEndpoints(): Plugin {
  return {
    name: 'fieldhouse:dev-endpoints',
    apply: 'serve',
    configureServer(server) {
      const load = async () =>
        (
          (await server.ssrLoadModule('/app/endpoints/index.server.ts')) as {
            endpoints: ServerEndpoints
          }
        ).endpoints
      const listener = getRequestListener(async (request) => {
        const answer = await (await load()).answer(request)
        return answer ?? new Response('Not found.', { status: 404 })
      })
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        load()
          .then((endpoints) => (endpoints.match(pathname) ? listener(req, res) : next()))
          .catch(next)
      })
    },
  }
}
