import { expect, test } from 'vitest'

import {
  joinStaticMarkup,
  serverSection,
  toStaticMarkup,
  withServerOnly,
} from './server-markup.server'

const DOCUMENT = new Request('http://localhost/sports/football')
const DATA_REQUEST = new Request('http://localhost/sports/football.data?_routes=x')
const HTML = '<ul aria-label="Next games"><li>Owls vs Hawks</li></ul>'

function NextGames({ opponent }: { opponent: string }) {
  return (
    <ul aria-label="Next games">
      <li>Owls vs {opponent}</li>
    </ul>
  )
}

test('for a document, the server reads the markup and the hydration data does not carry it', () => {
  const markup = serverSection(DOCUMENT, <NextGames opponent="Hawks" />)
  expect(markup.html).toBe(HTML)
  // React Router's encoder, like JSON, sends an object's own enumerable keys only.
  expect(Object.keys(markup)).toEqual([])
  expect(JSON.stringify({ games: markup })).toBe('{"games":{}}')
})

test("for a client-side navigation's data request, the markup travels", () => {
  const markup = serverSection(DATA_REQUEST, <NextGames opponent="Hawks" />)
  expect(JSON.stringify(markup)).toBe(JSON.stringify({ html: HTML }))
  const root = new Request('http://localhost/_root.data')
  expect(serverSection(root, <NextGames opponent="Hawks" />)).toEqual({ html: HTML })
})

test('markup made once is sent as it was made, to a document and a data request alike', () => {
  const kept = toStaticMarkup(<NextGames opponent="Hawks" />)
  expect(kept).toBe(HTML)
  expect(serverSection(DOCUMENT, kept).html).toBe(HTML)
  expect(serverSection(DATA_REQUEST, kept)).toEqual({ html: HTML })
})

test('the view is escaped as React escapes it', () => {
  const markup = serverSection(DOCUMENT, <NextGames opponent={'<script>alert(1)</script>'} />)
  expect(markup.html).toBe(
    '<ul aria-label="Next games"><li>Owls vs &lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
  )
})

test('no section stays null', () => {
  expect(serverSection(DOCUMENT, null)).toBeNull()
  expect(serverSection(DATA_REQUEST, null)).toBeNull()
})

test("server-only data is there for the server's render and not in what is sent", () => {
  const data = withServerOnly({ title: 'Calendar' }, 'structuredData', { '@graph': [1, 2] })
  expect(data.structuredData).toEqual({ '@graph': [1, 2] })
  expect(JSON.stringify(data)).toBe('{"title":"Calendar"}')
})

test('sections joined in order, the absent ones skipped; none present is null', () => {
  const a = toStaticMarkup(<p>a</p>)
  const b = toStaticMarkup(<p>b</p>)
  expect(joinStaticMarkup([a, null, b])).toBe('<p>a</p><p>b</p>')
  expect(joinStaticMarkup([null, null])).toBeNull()
  expect(joinStaticMarkup([])).toBeNull()
})
