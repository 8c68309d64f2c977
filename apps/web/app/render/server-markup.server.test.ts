import { expect, test } from 'vitest'

import { markupFor, withServerOnly } from './server-markup.server'

const HTML = '<ul aria-label="Next games"><li>Owls vs Hawks</li></ul>'

test('for a document, the server reads the markup and the hydration data does not carry it', () => {
  const markup = markupFor(new Request('http://localhost/sports/football'))(HTML)
  expect(markup.html).toBe(HTML)
  // React Router's encoder, like JSON, sends an object's own enumerable keys only.
  expect(Object.keys(markup)).toEqual([])
  expect(JSON.stringify({ games: markup })).toBe('{"games":{}}')
})

test("for a client-side navigation's data request, the markup travels", () => {
  const toMarkup = markupFor(new Request('http://localhost/sports/football.data?_routes=x'))
  expect(JSON.stringify(toMarkup(HTML))).toBe(JSON.stringify({ html: HTML }))
  expect(markupFor(new Request('http://localhost/_root.data'))(HTML)).toEqual({ html: HTML })
})

test('no markup stays null', () => {
  expect(markupFor(new Request('http://localhost/'))(null)).toBeNull()
})

test("server-only data is there for the server's render and not in what is sent", () => {
  const data = withServerOnly({ title: 'Calendar' }, 'structuredData', { '@graph': [1, 2] })
  expect(data.structuredData).toEqual({ '@graph': [1, 2] })
  expect(JSON.stringify(data)).toBe('{"title":"Calendar"}')
})
