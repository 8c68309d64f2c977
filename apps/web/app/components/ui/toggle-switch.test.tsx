import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

import { ToggleSwitch } from './toggle-switch'

afterEach(cleanup)

test('ToggleSwitch is a switch named by its label, off unless told otherwise', () => {
  render(<ToggleSwitch label="Live updates" onChange={() => {}} />)
  const toggle = screen.getByRole('switch', { name: 'Live updates' })
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  // A native button: Space and Enter press it as a click does.
  expect(toggle.tagName).toBe('BUTTON')
  expect(toggle.getAttribute('type')).toBe('button')
})

test('ToggleSwitch flips on each click and reports the new value', () => {
  const onChange = vi.fn()
  render(<ToggleSwitch label="Live updates" defaultChecked onChange={onChange} />)
  const toggle = screen.getByRole('switch', { name: 'Live updates' })
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-checked')).toBe('false')
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-checked')).toBe('true')
  expect(onChange.mock.calls).toEqual([[false], [true]])
})
