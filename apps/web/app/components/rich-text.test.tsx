import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'
import {
  createFakeFetch,
  createRecordingLogger,
  jsonResponse,
} from '@fieldhouse/provider-client/fake-fetch'

import { RichText } from './rich-text'

// A bio as a hostile or careless editor might leave it: a script, handlers, a javascript: link,
// a frame from an unknown host, a form, and tags left open that would swallow the rest of the page.
const BIO = [
  '<p>Coach Lee joined in 2019.<script>document.cookie</script></p>',
  '<img src="/images/lee.jpg" alt="Lee" onerror="steal()">',
  '<a href=" JaVaScRiPt:steal()" onclick="steal()">Contact</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<div style="position:fixed;inset:0"><table><tr><td>Open',
].join('')

test('a bio carrying a script renders clean, and the page after it stays intact', async () => {
  // The provider's answer as the client reads it in a loader (GET /Staff/{id}).
  const { fetch } = createFakeFetch(async () =>
    jsonResponse({ id: 1, firstName: 'Pat', lastName: 'Lee', bio: BIO }),
  )
  const provider = createProviderClient({
    baseUrl: 'http://provider.test',
    tenant: 'demo',
    fetch,
    logger: createRecordingLogger(),
    sleep: async () => undefined,
    cache: false,
  })
  const member = await provider.loadStaffMember(1)
  if (member.status !== 'ok' || !member.value.bio) throw new Error('expected a bio')
  // The server's page, read as the browser reads it.
  const page = renderToString(
    <main>
      <RichText html={member.value.bio} />
      <footer>After the bio</footer>
    </main>,
  )
  const document = new DOMParser().parseFromString(page, 'text/html')
  const bio = document.querySelector('.rich-text')

  expect(bio?.textContent).toBe('Coach Lee joined in 2019.ContactOpen')
  expect(document.querySelectorAll('script, iframe, form, input, [style]')).toHaveLength(0)
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map(({ name, value }) => `${name}=${value}`),
  )
  expect(attributes.filter((text) => /^on|javascript:/i.test(text))).toEqual([])
  expect(bio?.querySelector('img')?.getAttribute('src')).toBe('/images/lee.jpg')
  // The unclosed div, table and cell were closed inside the bio: the footer is still the page's.
  expect(document.querySelector('main > footer')?.textContent).toBe('After the bio')
})
