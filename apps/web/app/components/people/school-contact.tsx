import { toTelHref } from './contact-links'

type SchoolContactProps = {
  /** Whose address it is, read before it by screen readers ("Northfield State Athletics"). */
  name: string | null
  address: string | null
  phone: string | null
  className?: string
}

// The department's postal address and phone (SPEC.md 3 "Site settings"), as an <address>: the
// footer's on every page and the staff directory's. The number is a tel: link when it makes one.
// Made into server markup only (the footer's section, the directory's), so it costs no page any
// JavaScript. Nothing is rendered when the settings give neither.
export function SchoolContact({ name, address, phone, className }: SchoolContactProps) {
  if (!address && !phone) return null
  const tel = phone ? toTelHref(phone) : null
  return (
    <address className={className ?? 'not-italic'}>
      {name ? <span className="block font-bold">{name}</span> : null}
      {address ? <span className="block">{address}</span> : null}
      {phone ? (
        <span className="block">
          Phone:{' '}
          {tel ? (
            <a href={tel} className="underline hover:no-underline">
              {phone}
            </a>
          ) : (
            phone
          )}
        </span>
      ) : null}
    </address>
  )
}
