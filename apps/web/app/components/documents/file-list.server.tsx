import { formatFileSize } from '@fieldhouse/domain/format-file-size'
import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'
import type { Document } from '@fieldhouse/provider-client/documents'
import type { Page } from '@fieldhouse/provider-client/page'
import type { SportFile } from '@fieldhouse/provider-client/sport-files'

import { documentPath } from '~/paths/documents'
import { sportFilePath } from '~/paths/sport-files'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// Lists of downloads as static server markup (no JavaScript): a sport home's game notes and
// team files, and the department's documents on the publications page. A document's address is
// its file; a sport file's is its page (with the file behind a button), so each row says which.
// Made once per answer of the provider; null when there is nothing to list or it cannot be read
// (SPEC.md 8: a secondary section leaves the page standing).

type FileRow = { key: string; title: string; path: string; day: LocalDay; detail: string }

const SPORT_FILES_SHOWN = 6
const DOCUMENTS_SHOWN = 12

type FilesSport = { id: number; title: string }

/** A sport home's "Files and documents": its documents (PDF links) and its files' pages. */
export async function getSportFilesSection(
  sport: FilesSport,
  signal: AbortSignal,
): Promise<StaticMarkup | null> {
  const [documents, files] = await Promise.all([
    provider.loadDocuments(
      { sportId: sport.id, pageIndex: 0, pageSize: SPORT_FILES_SHOWN },
      { signal },
    ),
    provider.loadSportFiles(
      { sportId: sport.id, pageIndex: 0, pageSize: SPORT_FILES_SHOWN },
      { signal },
    ),
  ])
  const rows = [
    ...(documents.status === 'ok' ? documentRows(documents.value) : []),
    ...(files.status === 'ok' ? sportFileRows(files.value) : []),
  ]
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, SPORT_FILES_SHOWN)
  if (rows.length === 0) return null
  return toStaticMarkup(
    <FileList
      id="sport-files-heading"
      heading={`${sport.title} files and documents`}
      rows={rows}
    />,
  )
}

/** The department's documents (policies, handbooks, game notes), newest first. */
export async function getDocumentsSection(signal: AbortSignal): Promise<StaticMarkup | null> {
  const documents = await provider.loadDocuments(
    { pageIndex: 0, pageSize: DOCUMENTS_SHOWN },
    { signal },
  )
  return documents.status === 'ok' ? toDocumentsMarkup(documents.value) : null
}

const toDocumentsMarkup = perAnswer((page: Page<Document>) => {
  const rows = documentRows(page)
  return rows.length === 0
    ? null
    : toStaticMarkup(
        <FileList id="documents-heading" heading="Policies and documents" rows={rows} />,
      )
})

const documentRows = perAnswer((page: Page<Document>): FileRow[] =>
  page.items.map((document) => ({
    key: `document-${document.id}`,
    title: document.title,
    path: documentPath(document.path),
    day: document.day,
    detail: document.type.toUpperCase(),
  })),
)

const sportFileRows = perAnswer((page: Page<SportFile>): FileRow[] =>
  page.items.map((file) => ({
    key: `file-${file.id}`,
    title: file.title,
    path: sportFilePath('public', file.day, file.fileName),
    day: file.day,
    detail: `${/pdf/i.test(file.contentType) ? 'PDF' : 'File'}, ${formatFileSize(file.size)}`,
  })),
)

function FileList({ id, heading, rows }: { id: string; heading: string; rows: FileRow[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {heading}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.key}>
            <a
              href={row.path}
              className="flex min-h-14 flex-col justify-center rounded-sm border-2 border-line px-4 py-2 hover:border-brand-strong"
            >
              <span className="font-bold underline-offset-4">{row.title}</span>
              <span className="text-sm text-ink-muted">
                <time dateTime={row.day}>{formatLocalDay(row.day, 'date')}</time> · {row.detail}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
