import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'

import { CachedList, MarkupCacheContext, type MarkupCache } from './cached-list'

const ITEMS = [
  { id: 1, title: 'Football', url: '/sports/football' },
  { id: 2, title: "Men's Soccer", url: '/sports/mens-soccer' },
]

// A list with the parts that make hydration strict: adjacent text, attributes, handlers, state.
function Menu({ items }: { items: typeof ITEMS }) {
  const [openId, setOpenId] = useState<number | null>(null)
  return (
    <nav aria-label="Main">
      <CachedList cacheKey={items} variant="main" className="flex">
        {() =>
          items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-expanded={openId === item.id}
                onClick={() => setOpenId(item.id)}
              >
                {item.title} menu
              </button>
              <a href={item.url} hidden={openId !== item.id}>
                {item.title}
              </a>
            </li>
          ))
        }
      </CachedList>
    </nav>
  )
}

function createCache() {
  const store = new Map<object, string>()
  const rendered = vi.fn()
  const cache: MarkupCache = (key, variant, render) => {
    const html = store.get(key) ?? renderToString(render())
    if (!store.has(key)) rendered(variant)
    store.set(key, html)
    return html
  }
  return { cache, rendered }
}

function renderOnServer(cache: MarkupCache | null) {
  return renderToString(
    <MarkupCacheContext value={cache}>
      <Menu items={ITEMS} />
    </MarkupCacheContext>,
  )
}

test('with a cache the list is the same markup, rendered once per key', () => {
  const { cache, rendered } = createCache()
  const uncached = renderOnServer(null)
  expect(renderOnServer(cache)).toBe(uncached)
  expect(renderOnServer(cache)).toBe(uncached)
  expect(rendered).toHaveBeenCalledTimes(1)
})

test('the browser hydrates cached markup without a mismatch and the items respond', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderOnServer(createCache().cache)
  document.body.append(container)
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <Menu items={ITEMS} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  expect(errors).toEqual([])
  const button = container.querySelector('button')
  await act(async () => button?.click())
  expect(button?.getAttribute('aria-expanded')).toBe('true')
  expect(container.querySelector('a')?.hidden).toBe(false)
  container.remove()
})
