import { afterEach, beforeEach, vi } from 'vitest'

// STYLE.md: an unexpected console.error fails the test. A test that expects one replaces the
// spy with its own (`vi.spyOn(console, 'error').mockImplementation(...)`).
let spy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})

afterEach(() => {
  // A test that installed its own implementation expected the calls.
  const calls = spy?.getMockImplementation() ? [] : (spy?.mock.calls ?? [])
  spy?.mockRestore()
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((call) => call.join(' ')).join('\n')}`)
  }
})
