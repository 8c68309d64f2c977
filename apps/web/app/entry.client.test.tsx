import { afterEach, expect, test, vi } from 'vitest'

// entry.client.tsx hydrates at import: it is loaded here with React DOM's hydrateRoot and the
// router replaced, so the test reads the options it passes. Test files share modules
// (vitest.config.ts): the mocks are undone and the modules loaded afresh after it.
type Options = { onUncaughtError?: (error: unknown, info: { componentStack?: string }) => void }

afterEach(() => {
  vi.doUnmock('react-dom/client')
  vi.doUnmock('react-router/dom')
  vi.resetModules()
})

async function loadEntry() {
  const hydrateRoot = vi.fn()
  vi.resetModules()
  vi.doMock('react-dom/client', () => ({ hydrateRoot }))
  vi.doMock('react-router/dom', () => ({ HydratedRouter: () => null }))
  await import('./entry.client')
  return hydrateRoot
}

test('the entry hydrates the document once', async () => {
  const hydrateRoot = await loadEntry()
  expect(hydrateRoot).toHaveBeenCalledTimes(1)
  expect(hydrateRoot.mock.calls[0]?.[0]).toBe(document)
})

test('a mount error nothing catches is logged as one and thrown again (SPEC.md 8)', async () => {
  const hydrateRoot = await loadEntry()
  const options = hydrateRoot.mock.calls[0]?.[2] as Options
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const error = new Error('broken shell')
  expect(() => options.onUncaughtError?.(error, { componentStack: '' })).toThrow(error)
  expect(logged).toHaveBeenCalledWith('Error while mounting', error)
})
