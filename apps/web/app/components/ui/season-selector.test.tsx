import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import { GO_PATH, SeasonSelector } from './season-selector'

afterEach(cleanup)

const options = [
  { label: '2025-26', href: '/sports/mens-basketball/roster/2025-26' },
  { label: '2024-25', href: '/sports/mens-basketball/roster/2024-25' },
  { label: '2023-24', href: '/sports/mens-basketball/roster/2023-24' },
]

function Page() {
  const { pathname } = useLocation()
  return (
    <>
      <p>at {pathname}</p>
      <SeasonSelector options={options} selected={pathname} />
    </>
  )
}

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: '/sports/:slug/roster/:season', Component: Page }])
  return render(<Stub initialEntries={[path]} />)
}

test('without JavaScript it is a GET form to the redirect route with a labelled select', () => {
  const { container } = renderAt('/sports/mens-basketball/roster/2024-25')
  const form = container.querySelector('form')
  expect(form?.getAttribute('method')).toBe('get')
  expect(form?.getAttribute('action')).toBe(GO_PATH)
  const select = screen.getByRole('combobox', { name: 'Season' })
  expect(select.getAttribute('name')).toBe('to')
  expect((select as HTMLSelectElement).value).toBe('/sports/mens-basketball/roster/2024-25')
  expect(
    screen.getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')]),
  ).toEqual(options.map((o) => [o.label, o.href]))
  expect(screen.getByRole('button', { name: 'Show season' }).getAttribute('type')).toBe('submit')
})

test('choosing a season changes nothing until the button is pressed, then navigates', async () => {
  renderAt('/sports/mens-basketball/roster/2025-26')
  const select = screen.getByRole('combobox', { name: 'Season' })
  fireEvent.change(select, { target: { value: '/sports/mens-basketball/roster/2023-24' } })
  expect(screen.getByText('at /sports/mens-basketball/roster/2025-26')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Show season' }))
  expect(await screen.findByText('at /sports/mens-basketball/roster/2023-24')).toBeTruthy()
  // The menu shows the season now on show.
  expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe(
    '/sports/mens-basketball/roster/2023-24',
  )
})
