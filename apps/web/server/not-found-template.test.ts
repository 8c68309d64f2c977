import { gunzipSync } from 'node:zlib'

import { expect, test } from 'vitest'

import { TEMPLATE_URL, fillTemplate, toTemplate } from './not-found-template'

const asked = TEMPLATE_URL.split('=')[1] ?? ''
const decoded = decodeURIComponent(asked)
const PAGE = [
  `<html><head><meta name="description" content="Nothing is published at ${decoded}."/>`,
  '<script>window.__ctx = {"loaderData":{"not-found":null}}</script></head><body>',
  `<form><input type="hidden" name="returnTo" value="/404?path=${asked}"/></form>`,
  `<p>There is no page at <code>${decoded}</code>.</p>`,
  'x'.repeat(5000),
  '</body></html>',
].join('')

test('the asked path fills every hole, escaped for where it stands', () => {
  const template = toTemplate(PAGE)
  expect(template?.holes).toEqual(['text', 'address', 'text'])
  const { identity } = fillTemplate(template!, `/a"b'<c>&d?e=1`)
  const html = identity.toString()
  expect(html).toContain('content="Nothing is published at /a&quot;b&#x27;&lt;c&gt;&amp;d?e=1."')
  expect(html).toContain('value="/404?path=%2Fa%22b&#x27;%3Cc%3E%26d%3Fe%3D1"')
  expect(html).toContain('<code>/a&quot;b&#x27;&lt;c&gt;&amp;d?e=1</code>')
  expect(html).not.toContain('placeholder')
})

test('the gzip body is the identity body, compressed', () => {
  const template = toTemplate(PAGE)!
  for (const path of ['/', '/sports/curling', `/${'ü'.repeat(300)}`]) {
    const { identity, gzip } = fillTemplate(template, path)
    expect(gunzipSync(gzip).equals(identity)).toBe(true)
    expect(gzip.length).toBeLessThan(identity.length)
  }
})

test('a page whose script holds the path is no template', () => {
  expect(toTemplate(`<p>${decoded}</p><script>var p="${decoded}"</script>`)).toBeNull()
  expect(toTemplate('<p>no holes</p>')).toBeNull()
})

test('a path longer than one stored block still makes a valid gzip body', () => {
  const template = toTemplate(PAGE)!
  const { identity, gzip } = fillTemplate(template, `/${'&'.repeat(20_000)}`)
  expect(gunzipSync(gzip).equals(identity)).toBe(true)
})
