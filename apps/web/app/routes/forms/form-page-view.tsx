import { useEffect, useRef, type ReactNode } from 'react'

import { ProviderHtml } from '~/components/provider-html'
import { useActionResult } from '~/components/ui/use-form-action'

import type { BrokenForm, FormPageData } from './form-page.server'
import type { FormResult } from './form-result'
import { FormView, type FormViewProps } from './form-view'

// A form's page: its title and description, then the form, or why it takes no answers now
// (pending, closed, full: SPEC.md 4), or after a post the provider took, its thank-you text. The
// post's answer is read here, with the one hook of every form (use-form-action.ts).

export function FormPageView({
  page,
  before,
  intent,
}: {
  page: FormPageData | BrokenForm
  /** Above the title: the editor's preview bar. */
  before?: ReactNode
  /** The form's name where its page has another form (a protected form's access code). */
  intent?: string
}) {
  const { result, submitting } = useActionResult<FormResult>(intent)
  return (
    // `c-form` is the hook a provider's custom styles name (SPEC.md 3 customCss).
    <div className="c-form mx-auto max-w-3xl px-4 py-10 md:py-14">
      {page.kind === 'form' && page.stylesheet ? (
        <link rel="stylesheet" href={page.stylesheet} />
      ) : null}
      {before}
      <h1
        id="form-title"
        className="font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl"
      >
        {page.title}
      </h1>
      {page.kind === 'broken' ? (
        <div role="alert" className="mt-8 rounded-sm border-2 border-alert p-5">
          <p className="font-bold">This form cannot be shown.</p>
          <p className="mt-2">{page.message}</p>
          <p className="mt-2">Please try again later, or contact the athletics office.</p>
        </div>
      ) : (
        <FormBody page={page} result={result} submitting={submitting} intent={intent} />
      )}
    </div>
  )
}

function FormBody({ page, result, submitting, intent }: FormViewProps) {
  if (result?.ok) return <ThankYou result={result} />
  return (
    <>
      {page.description ? (
        <ProviderHtml html={page.description} className="rich-text mt-4 text-lg" />
      ) : null}
      <div className="mt-8">
        {page.state.kind === 'open' ? (
          <FormView page={page} result={result} submitting={submitting} intent={intent} />
        ) : (
          <p
            role="status"
            className="rounded-sm border-2 border-line bg-surface-raised p-5 text-lg font-bold"
          >
            {page.state.message}
          </p>
        )}
      </div>
    </>
  )
}

function ThankYou({ result }: { result: Extract<FormResult, { ok: true }> }) {
  const ref = useRef<HTMLDivElement>(null)
  // After a post answered without a reload, the news is where focus goes.
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-8 rounded-sm border-2 border-brand-strong p-5 outline-none"
    >
      <p className="text-xl font-black">Thank you: your form was received.</p>
      {result.thankYouText ? (
        <ProviderHtml html={result.thankYouText} className="rich-text mt-3" />
      ) : null}
      {result.payment ? (
        <p className="mt-3">
          Total for {result.payment.quantity}: <strong>{result.payment.totalText}</strong>
          {result.payment.discountText ? ` (coupon: ${result.payment.discountText} off)` : ''}.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-muted">Received {result.receivedText}.</p>
    </div>
  )
}
