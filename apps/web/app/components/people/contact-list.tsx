import { toMailtoHref, toTelHref } from './contact-links'

// A person's e-mail (mailto:) and phone (tel:) on a bio page, and their contact card (vCard)
// for an address book: the coach and support staff bios and the staff directory's.
export function ContactList({
  email,
  phone,
  vCardPath,
}: {
  email: string | null
  phone: string | null
  /** The person's vCard (routes/staff-directory/staff-vcard.ts). */
  vCardPath?: string
}) {
  const mailto = email ? toMailtoHref(email) : null
  const tel = phone ? toTelHref(phone) : null
  return (
    <>
      {!email && !phone ? <p className="text-ink-muted">No contact details are listed.</p> : null}
      {email || phone ? (
        <dl className="space-y-2">
          {email ? (
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-muted">Email</dt>
              {/* A long address may wrap after the @ rather than mid-word (and mid-word if it must). */}
              <dd className="[overflow-wrap:anywhere]">
                {mailto ? (
                  <a href={mailto} className="text-brand-strong underline-offset-4 hover:underline">
                    <BreakableEmail email={email} />
                  </a>
                ) : (
                  <BreakableEmail email={email} />
                )}
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt className="text-sm font-bold uppercase tracking-wide text-ink-muted">Phone</dt>
              <dd>
                {tel ? (
                  <a href={tel} className="text-brand-strong underline-offset-4 hover:underline">
                    {phone}
                  </a>
                ) : (
                  phone
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {vCardPath ? (
        // A file to download, not a page: a plain link (SmartLink would navigate to it).
        <p>
          <a href={vCardPath} type="text/vcard" download className="button-secondary">
            Add to contacts (vCard)
          </a>
        </p>
      ) : null}
    </>
  )
}

function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
