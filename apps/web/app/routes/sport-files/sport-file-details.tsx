import type { LocalDay } from '@fieldhouse/domain/local-day'

import { sportPath } from '~/paths/sports'

// A sport file as its pages show it (public, and the editor's preview made on the server): what
// it is, its day and sport, and a plain link to its bytes (the browser must load it).

export type SportFileView = {
  title: string
  description: string | null
  fileName: string
  day: LocalDay
  dateText: string
  /** "PDF" */
  kind: string
  contentType: string
  sizeText: string
  sport: { title: string; slug: string } | null
  path: string
  downloadPath: string
}

export function SportFileDetails({ file }: { file: SportFileView }) {
  return (
    <div className="max-w-3xl px-4 py-8 md:py-12">
      {file.description ? <p className="text-lg">{file.description}</p> : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y-2 border-line py-4">
        <dt className="font-bold">Posted</dt>
        <dd>
          <time dateTime={file.day}>{file.dateText}</time>
        </dd>
        {file.sport ? (
          <>
            <dt className="font-bold">Sport</dt>
            <dd>
              <a
                href={sportPath(file.sport.slug)}
                className="text-brand-strong underline underline-offset-4"
              >
                {file.sport.title}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="font-bold">File</dt>
        <dd>
          <span className="break-all">{file.fileName}</span> ({file.kind}, {file.sizeText})
        </dd>
      </dl>
      <p className="mt-6">
        <a href={file.downloadPath} type={file.contentType} className="button-primary">
          Open the {file.kind}
          <span className="sr-only">: {file.title}</span>
        </a>
      </p>
    </div>
  )
}
