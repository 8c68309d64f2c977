import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import { FatalError } from './fatal-error'

afterEach(cleanup)

function renderAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FatalError supportEmail="help@school.example" message="TypeError: x is undefined" />
      ),
    },
  ])
  render(<Stub initialEntries={[url]} />)
}

test('asks for details at the support address and offers the home page', () => {
  renderAt('/')
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'help@school.example' }).getAttribute('href')).toBe(
    'mailto:help@school.example',
  )
  expect(screen.getByRole('link', { name: 'Home Page' }).getAttribute('href')).toBe('/')
})

test.each([
  ['/', false],
  ['/?developer_mode=false', false],
  ['/?developer_mode=true', true],
])('at %s the error message is shown: %s', (url, isShown) => {
  renderAt(url)
  expect(screen.queryByText('TypeError: x is undefined') !== null).toBe(isShown)
})
