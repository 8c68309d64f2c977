import { afterEach, expect, test, vi } from 'vitest'

import type { FormDefinition } from '@fieldhouse/provider-client/forms'

import { provider } from '~/utils/provider.server'

import { loader } from './form-stylesheet'

const styles = (id: string) =>
  loader({ params: { id }, request: new Request(`http://site.test/form/${id}/styles.css`) })

function answering(customCss: string | null) {
  vi.spyOn(provider, 'getForm').mockResolvedValue({
    status: 'ok',
    value: { id: 105, customCss } as FormDefinition,
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

test("a form's own styles are a stylesheet of the site", async () => {
  answering('.c-form { max-width: 48rem; }')
  const response = await styles('105')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(await response.text()).toBe('.c-form { max-width: 48rem; }')
})

test.each([
  ['styles holding a script tag', '.c-form{} </style><script>alert(1)</script>'],
  ['no styles', null],
  ['blank styles', '  '],
])('%s are a 404, never served', async (_, css) => {
  answering(css)
  const response = await styles('105')
  expect(response.status).toBe(404)
  expect(await response.text()).not.toContain('script')
})

test('an unknown form or a malformed id is a 404; a provider failure a 503', async () => {
  vi.spyOn(provider, 'getForm').mockResolvedValue({ status: 'missing' })
  expect((await styles('9')).status).toBe(404)
  expect((await styles('abc')).status).toBe(404)
  vi.spyOn(provider, 'getForm').mockResolvedValue({ status: 'unavailable' })
  const failed = await styles('105')
  expect(failed.status).toBe(503)
  expect(failed.headers.get('Retry-After')).not.toBeNull()
})
