// The render kit, for code that runs in the browser too (DESIGN.md "A request"): how data
// travels to the browser and what a page echoes back. Screens import from here, never from the
// files beside it; what only the server may run is in `index.server.ts`.
export { unpack, type Packed } from './packed'
export { toEchoPath, toNotFoundLocation } from './echo-path'
export type { ServerMarkup } from './server-markup'
