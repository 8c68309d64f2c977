import { href } from 'react-router'

// A document's address (SPEC.md 2.1 "Documents"): /documents/ and the part the client names as
// its `path` ("2026/12/10/football-game-notes.pdf"). The address answers the file itself.
export function documentPath(path: string): string {
  return href('/documents/*', { '*': path })
}
