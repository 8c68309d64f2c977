import { expect, test } from 'vitest'

import {
  getTagCode,
  toAllowedScriptUrl,
  toServedScript,
  toTagParts,
  type TagElementInput,
  type TagInput,
} from './tag-placement'

const el = (fields: Partial<TagElementInput>): TagElementInput => ({
  src: null,
  children: null,
  async: false,
  attributes: {},
  ...fields,
})
const empty = { script: [], style: [], noscript: [] }
const tag = (id: number, fields: Partial<Omit<TagInput, 'id'>>): TagInput => ({
  id,
  head: empty,
  bodyOpen: empty,
  bodyClose: empty,
  ...fields,
})
const asset = (id: number, spot: string, kind: string, n: number) => `/t/${id}/${spot}/${kind}-${n}`
const TAG_ORIGIN = 'https://tags.example'

test('inline code becomes own-origin files; parts come head, body open, body close', () => {
  const tags = [
    tag(1, {
      bodyClose: { ...empty, script: [el({ children: 'a()' })] },
      head: { ...empty, style: [el({ children: '.x{}' })] },
    }),
    tag(2, {
      head: { ...empty, script: [el({ children: 'b()' })] },
      bodyOpen: { ...empty, noscript: [el({ children: '<img src="p.gif">' })] },
    }),
  ]
  expect(toTagParts(tags, [], asset).map((p) => [p.tag, p.spot, p.kind, p.url, p.text])).toEqual([
    [1, 'head', 'style', '/t/1/head/style-0', null],
    [2, 'head', 'script', '/t/2/head/script-0', null],
    [2, 'body-open', 'noscript', null, '<img src="p.gif">'],
    [1, 'body-close', 'script', '/t/1/body-close/script-0', null],
  ])
})

test.each([
  ['https://tags.example/v.js', 'https://tags.example/v.js'],
  ['https://tags.example:444/v.js', null],
  ['https://evil.example/v.js', null],
  ['//tags.example/v.js', null],
  ['/v.js', null],
  ['javascript:alert(1)', null],
  ['not a url', null],
])('an external script %s loads as %s', (src, expected) => {
  const parts = toTagParts(
    [tag(1, { head: { ...empty, script: [el({ src })] } })],
    [TAG_ORIGIN],
    asset,
  )
  expect(parts.map((p) => p.url)).toEqual(expected === null ? [] : [expected])
  expect(toAllowedScriptUrl(src, [TAG_ORIGIN])).toBe(expected)
})

test('a tag is placed once, empty elements are left out, attributes are cleaned', () => {
  const script = el({
    children: 'x()',
    async: true,
    attributes: {
      'data-id': 7,
      defer: true,
      hidden: false,
      onload: 'y()',
      src: '/z',
      'bad name': 'v',
      type: 'text/javascript',
    },
  })
  const tags = [
    tag(1, { head: { ...empty, script: [script, el({ children: '  ' })], style: [el({})] } }),
    tag(1, { head: { ...empty, script: [el({ children: 'again()' })] } }),
  ]
  expect(toTagParts(tags, [], asset)).toEqual([
    {
      tag: 1,
      spot: 'head',
      kind: 'script',
      url: '/t/1/head/script-0',
      text: null,
      async: true,
      attributes: { 'data-id': '7', defer: '', type: 'text/javascript' },
    },
  ])
})

test('getTagCode finds what toTagParts numbered, and nothing for external or unknown ones', () => {
  const tags = [
    tag(3, {
      bodyOpen: {
        ...empty,
        script: [el({ src: 'https://tags.example/a.js' }), el({ children: 'b()' })],
      },
      head: { ...empty, style: [el({ children: '.c{}' })] },
    }),
  ]
  expect(getTagCode(tags, 3, 'body-open', 'script', 1)).toBe('b()')
  expect(getTagCode(tags, 3, 'body-open', 'script', 0)).toBeNull()
  expect(getTagCode(tags, 3, 'head', 'style', 0)).toBe('.c{}')
  expect(getTagCode(tags, 3, 'head', 'script', 0)).toBeNull()
  expect(getTagCode(tags, 4, 'head', 'style', 0)).toBeNull()
})

test('served code that throws is logged, not thrown', () => {
  const warn = globalThis.console.warn
  const warnings: unknown[] = []
  globalThis.console.warn = (...args: unknown[]) => warnings.push(args[0])
  try {
    new Function(toServedScript('throw new Error("vendor bug")', 9))()
  } finally {
    globalThis.console.warn = warn
  }
  expect(warnings).toEqual(['Tracking tag 9 failed'])
})
