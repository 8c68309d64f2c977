import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, expect, test } from 'vitest'

import { SmartLink } from './smart-link'
import { APP_LINK_SELECTOR, useDelegatedNavigation } from './use-delegated-navigation'

afterEach(cleanup)

// A region like the page shell: it navigates the app links inside it.
function Region() {
  const handleNavigation = useDelegatedNavigation(APP_LINK_SELECTOR)
  const location = useLocation()
  return (
    <div onClick={handleNavigation}>
      <p>at {location.pathname}</p>
      <SmartLink url="/sports/football">Football</SmartLink>
      <SmartLink url="https://shop.example/" openInNewWindow>
        Shop
      </SmartLink>
      <a href="/files/schedule.pdf">Schedule PDF</a>
      <SmartLink url="/watch">Watch live</SmartLink>
    </div>
  )
}

function renderRegion() {
  const Stub = createRoutesStub([
    { path: '/', Component: Region },
    { path: '/sports/football', Component: Region },
  ])
  render(<Stub initialEntries={['/']} />)
}

test('an internal link is a plain anchor marked for route discovery', () => {
  renderRegion()
  const link = screen.getByRole('link', { name: 'Football' })
  expect(link.getAttribute('href')).toBe('/sports/football')
  expect(link.getAttribute('data-discover')).toBe('true')
})

test('an external link opens in a new window, says so, and is not marked', () => {
  renderRegion()
  const link = screen.getByRole('link', { name: /^Shop\s*\(opens in a new window\)$/ })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(link.hasAttribute('data-discover')).toBe(false)
})

test('a click on an app link navigates in the page', async () => {
  renderRegion()
  const click = fireEvent.click(screen.getByRole('link', { name: 'Football' }))
  expect(click).toBe(false) // default prevented: no document load
  expect(await screen.findByText('at /sports/football')).toBeTruthy()
})

test('a modified click or a plain anchor is left to the browser', () => {
  renderRegion()
  expect(fireEvent.click(screen.getByRole('link', { name: 'Football' }), { ctrlKey: true })).toBe(
    true,
  )
  expect(fireEvent.click(screen.getByRole('link', { name: 'Schedule PDF' }))).toBe(true)
  expect(screen.getByText('at /')).toBeTruthy()
})

// SPEC 2.1: /watch and the other external paths are served outside the application.
test('a link to an external path is a full navigation, never a client-side one', () => {
  renderRegion()
  const link = screen.getByRole('link', { name: 'Watch live' })
  expect(link.hasAttribute('data-discover')).toBe(false)
  expect(fireEvent.click(link)).toBe(true)
  expect(screen.getByText('at /')).toBeTruthy()
})

// Menus navigate every anchor they hold (selector 'a'): an external path is still left alone.
test('a menu leaves a link to an external path to the browser', () => {
  function Menu() {
    const handleNavigation = useDelegatedNavigation()
    return (
      <nav onClick={handleNavigation}>
        <a href="/watch">Watch</a>
      </nav>
    )
  }
  const Stub = createRoutesStub([{ path: '/', Component: Menu }])
  render(<Stub initialEntries={['/']} />)
  expect(fireEvent.click(screen.getByRole('link', { name: 'Watch' }))).toBe(true)
})
