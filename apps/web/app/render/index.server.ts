// The render kit on the server: a loader's data packed once for the browser (`pack`), derived
// once per provider answer (`perAnswer`), server-only sections made from a view and sent once
// (`serverSection`, `toStaticMarkup`, `withServerOnly`, decision 017), and the whole document
// read into one buffer for the page cache and the Content-Security-Policy
// (`askForDocumentBuffer`, used by server/).
export { pack } from './packed'
export { perAnswer } from './per-answer.server'
export {
  joinStaticMarkup,
  serverSection,
  toStaticMarkup,
  withServerOnly,
  type StaticMarkup,
} from './server-markup.server'
export {
  askForDocumentBuffer,
  takeDocumentBuffer,
  toDocumentResponse,
} from './document-body.server'
