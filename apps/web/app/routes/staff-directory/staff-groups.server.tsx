import { toMailtoHref, toTelHref } from '~/components/people/contact-links'
import { Image } from '~/components/ui/image'

import type { StaffColumn, StaffGroupView, StaffRowView } from './staff-directory-view.server'

// The directory's listings as server-only sections (`serverSection`, decision 017): 200-odd
// people that never change in the browser, so the page sends no JavaScript for them. One table
// per group: on a wide screen the settings' columns; on a phone each row is a card (headshot,
// name, title, e-mail, phone) while staying a table for screen readers.

type GroupsProps = {
  groups: readonly StaffGroupView[]
  columns: readonly StaffColumn[]
  /** The group headings' level: 2 on the directory, 3 under a section's h2. */
  level: 2 | 3
}

export function StaffGroups({ groups, columns, level }: GroupsProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-10">
      {groups.length > 3 ? <JumpMenu groups={groups} /> : null}
      {groups.map((group) => {
        const id = group.anchor
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28">
            <Heading
              id={`${id}-heading`}
              className="border-b-4 border-brand-strong pb-1 font-display text-2xl font-black uppercase leading-tight md:text-3xl"
            >
              {group.path ? (
                <a href={group.path} data-discover="true" className="hover:underline">
                  {group.title}
                </a>
              ) : (
                group.title
              )}
            </Heading>
            <StaffTable caption={group.title} columns={columns} people={group.people} />
          </section>
        )
      })}
    </div>
  )
}

// Thirty-odd departments: a menu of in-page links to each (a <details>, so it needs no
// JavaScript and stays out of the way until asked for).
function JumpMenu({ groups }: { groups: readonly StaffGroupView[] }) {
  return (
    <nav aria-label="Departments">
      <details className="rounded-sm border-2 border-line p-4">
        <summary className="cursor-pointer font-bold">
          Jump to a department ({groups.length})
        </summary>
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          {groups.map((group) => (
            <li key={group.anchor}>
              <a
                href={`#${group.anchor}`}
                className="text-brand-strong underline-offset-4 hover:underline"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  )
}

type TableProps = {
  caption: string
  columns: readonly StaffColumn[]
  people: readonly StaffRowView[]
}

// Cell and row classes are set once on the table (200-odd rows would repeat them).
const TABLE = [
  'w-full border-collapse text-left max-md:block',
  '[&_tbody_th]:px-3 [&_tbody_th]:py-3 [&_tbody_th]:text-left [&_tbody_th]:align-middle [&_tbody_th]:font-normal',
  '[&_td]:px-3 [&_td]:py-3 [&_td]:align-middle',
  '[&_tbody_tr]:border-b [&_tbody_tr]:border-line',
  'max-md:[&_tbody_th]:block max-md:[&_tbody_th]:p-0 max-md:[&_td]:block max-md:[&_td]:p-0',
  'max-md:[&_tbody_tr]:relative max-md:[&_tbody_tr]:block max-md:[&_tbody_tr]:min-h-26 max-md:[&_tbody_tr]:py-3 max-md:[&_tbody_tr]:pl-20',
].join(' ')

export function StaffTable({ caption, columns, people }: TableProps) {
  return (
    <table className={TABLE}>
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b-2 border-ink text-sm uppercase tracking-wide text-ink-muted">
          <th scope="col" className="px-3 py-2 font-bold">
            Name
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className="px-3 py-2 font-bold">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row" className="md:w-[30%]">
              <span className="flex items-center gap-3">
                <Photo src={person.image} />
                <a
                  href={person.path}
                  data-discover="true"
                  className="font-bold text-brand-strong underline-offset-4 hover:underline"
                >
                  {person.name}
                </a>
              </span>
            </th>
            {columns.map((column) => (
              <td
                key={column.key}
                className={column.key === 'title' ? undefined : 'max-md:text-sm'}
              >
                <Cell person={person} column={column} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

// The name is beside it, so the headshot is decorative. On a phone it sits left of the card.
function Photo({ src }: { src: string | null }) {
  const box =
    'block h-15 w-12 shrink-0 rounded-sm bg-surface-raised object-cover max-md:absolute max-md:left-0 max-md:top-3 max-md:h-20 max-md:w-16'
  if (!src) return <span aria-hidden="true" className={box} />
  return <Image src={src} alt="" width={64} height={80} className={box} />
}

function Cell({ person, column }: { person: StaffRowView; column: StaffColumn }) {
  if (column.key === 'title') return person.title ? <>{person.title}</> : null
  if (column.key === 'phone') {
    if (!person.phone) return null
    const tel = toTelHref(person.phone)
    return tel ? (
      <a href={tel} className="whitespace-nowrap underline-offset-4 hover:underline">
        <span className="sr-only">Phone {person.name}: </span>
        {person.phone}
      </a>
    ) : (
      <>{person.phone}</>
    )
  }
  if (!person.email) return null
  const mailto = toMailtoHref(person.email)
  const at = person.email.indexOf('@')
  // A long address may wrap after the @ rather than mid-word (and mid-word if it must); on a
  // wide screen it stays on one line (a <wbr> would still break there, whitespace-nowrap or not).
  const text =
    at < 0 ? (
      person.email
    ) : (
      <>
        <span className="inline-block">{person.email.slice(0, at + 1)}</span>
        <span className="inline-block">{person.email.slice(at + 1)}</span>
      </>
    )
  return mailto ? (
    <a
      href={mailto}
      className="[overflow-wrap:anywhere] text-brand-strong underline-offset-4 hover:underline lg:whitespace-nowrap"
    >
      <span className="sr-only">Email {person.name}: </span>
      {text}
    </a>
  ) : (
    <span className="[overflow-wrap:anywhere]">{text}</span>
  )
}
