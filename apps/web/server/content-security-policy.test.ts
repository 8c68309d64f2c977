import { createHash } from 'node:crypto'

import { expect, test } from 'vitest'

import { getContentSecurityPolicy, type CspOptions } from './content-security-policy'

const OPTIONS: CspOptions = {
  reportOnly: false,
  scriptOrigins: [],
  connectOrigins: [],
  imgOrigins: [],
  frameOrigins: [],
}
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))

const PAGE = [
  '<html><head><script>document.documentElement.classList.add("js")</script>',
  '<style>:root{--a:#fff}</style>',
  '<script type="application/ld+json">{"@type":"Place"}</script>',
  '<script type="module" src="/assets/entry.js"></script>',
  '</head><body><div style="color:#000;background:url(&quot;/a.svg&quot;)">x</div>',
  '<script type="module" async="">import "/assets/entry.js";</script></body></html>',
].join('')

test('inline scripts are allowed by their hash; script files and data blocks need none', () => {
  const { name, value } = getContentSecurityPolicy(PAGE, OPTIONS)
  expect(name).toBe('content-security-policy')
  expect(directive(value, 'script-src')).toBe(
    `script-src 'self' ${sha('document.documentElement.classList.add("js")')} ${sha('import "/assets/entry.js";')}`,
  )
  expect(value).not.toContain('unsafe-inline')
  expect(value).not.toContain('unsafe-eval')
})

test('style elements and attributes are allowed by the hash of what the browser sees', () => {
  const { value } = getContentSecurityPolicy(PAGE, OPTIONS)
  expect(directive(value, 'style-src')).toBe(
    `style-src 'self' ${sha(':root{--a:#fff}')} ${sha('color:#000;background:url("/a.svg")')} 'unsafe-hashes'`,
  )
})

test('only style attributes are hashed, wherever they stand', () => {
  const page =
    '<p data-style="a:b">x</p><div class="c" style="margin:0">y</div><i data-x=" yle=">z</i>' +
    '<b style="padding:0"></b>'
  const { value } = getContentSecurityPolicy(page, OPTIONS)
  expect(directive(value, 'style-src')).toBe(
    `style-src 'self' ${sha('margin:0')} ${sha('padding:0')} 'unsafe-hashes'`,
  )
})

test('a page without inline styles allows no inline style at all', () => {
  const { value } = getContentSecurityPolicy('<p>plain</p>', OPTIONS)
  expect(directive(value, 'style-src')).toBe("style-src 'self'")
  expect(directive(value, 'script-src')).toBe("script-src 'self'")
})

test.each([
  ['object-src', "object-src 'none'"],
  ['base-uri', "base-uri 'self'"],
  ['frame-ancestors', "frame-ancestors 'self'"],
  ['img-src', "img-src 'self' data:"],
  ['default-src', "default-src 'self'"],
  ['manifest-src', "manifest-src 'self'"],
])('%s is locked down', (name, expected) => {
  expect(directive(getContentSecurityPolicy(PAGE, OPTIONS).value, name)).toBe(expected)
})

test('third-party origins come only from configuration', () => {
  const { value } = getContentSecurityPolicy('', {
    ...OPTIONS,
    scriptOrigins: ['https://www.googletagmanager.com'],
    connectOrigins: ['https://analytics.example'],
    imgOrigins: ['https://ads.example'],
    frameOrigins: ['https://www.youtube-nocookie.com'],
  })
  expect(directive(value, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com")
  expect(directive(value, 'connect-src')).toBe("connect-src 'self' https://analytics.example")
  expect(directive(value, 'img-src')).toBe("img-src 'self' data: https://ads.example")
  expect(directive(value, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com")
})

test('report-only sends the same policy under the report-only header', () => {
  const enforced = getContentSecurityPolicy(PAGE, OPTIONS)
  const reported = getContentSecurityPolicy(PAGE, { ...OPTIONS, reportOnly: true })
  expect(reported).toEqual({ name: 'content-security-policy-report-only', value: enforced.value })
})
