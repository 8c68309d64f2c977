import type { ReactNode } from 'react'

import { SmartLink } from '~/components/smart-link'
import { PrintButton } from '~/components/ui/print-button'

type PrintSheetHeadProps = {
  siteName: string
  title: ReactNode
  /** The page the sheet prints, on screen only: "Back to the roster". */
  back: { url: string; label: string }
  /** Under the title, on paper too: the season's record. */
  children?: ReactNode
}

/**
 * The top of every print sheet (schedule, results, calendar, roster, staff directory): on screen
 * only, the way back and the Print button; on paper too, the site's name over the sheet's title.
 */
export function PrintSheetHead({ siteName, title, back, children }: PrintSheetHeadProps) {
  return (
    <>
      <div className="no-print mb-6 flex flex-wrap items-center gap-4">
        <SmartLink url={back.url} className="button-secondary">
          {back.label}
        </SmartLink>
        <PrintButton />
      </div>
      <header className="mb-4 border-b-2 border-ink pb-2">
        <p className="font-bold uppercase tracking-wide">{siteName}</p>
        <h1 className="font-display text-3xl font-black uppercase">{title}</h1>
        {children}
      </header>
    </>
  )
}
