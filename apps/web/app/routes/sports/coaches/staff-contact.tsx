import { toMailtoHref, toTelHref } from '~/components/people/contact-links'

// The address itself would break mid-word in a card this narrow: the link says Email and names
// the person for screen readers; the address is on the bio, and in the link for copying.
export function StaffContact({
  name,
  email,
  phone,
}: {
  name: string
  email: string | null
  phone: string | null
}) {
  const mailto = email ? toMailtoHref(email) : null
  const tel = phone ? toTelHref(phone) : null
  if (!mailto && !phone) return null
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {mailto ? (
        <a href={mailto} className="font-bold text-brand-strong underline-offset-4 hover:underline">
          Email<span className="sr-only"> {name}</span>
        </a>
      ) : null}
      {phone ? (
        tel ? (
          <a href={tel} className="text-brand-strong underline-offset-4 hover:underline">
            <span className="sr-only">Phone: </span>
            {phone}
          </a>
        ) : (
          <span>{phone}</span>
        )
      ) : null}
    </p>
  )
}
