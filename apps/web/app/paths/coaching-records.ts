import { href } from 'react-router'

export type RecordsView = 'year' | 'overall'

/** /sports/{slug}/coaches/year or /coaches/overall: the two views of the coaching records. */
export function recordsPath(slug: string, view: RecordsView): string {
  return view === 'year'
    ? href('/sports/:slug/coaches/year', { slug })
    : href('/sports/:slug/coaches/overall', { slug })
}
