import { SportPageHeader } from '~/components/sport/sport-page-header'

import { SportFileDetails, type SportFileView } from './sport-file-details'

// A sport file page's body, a server-only section (`serverSection`, decision 017): the public
// page and the editor's preview render the same view, and neither carries its code to the
// browser (the page is read, not played with).
export function SportFileBody({ file }: { file: SportFileView }) {
  return (
    <>
      {file.sport ? (
        <SportPageHeader
          sport={{ title: file.sport.title, globalSportNameSlug: file.sport.slug }}
          title={file.title}
        />
      ) : (
        <h1 className="px-4 pt-10 font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {file.title}
        </h1>
      )}
      <SportFileDetails file={file} />
    </>
  )
}
