import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import { withQuery } from '~/paths/with-query'

import { Pagination } from './pagination'

afterEach(cleanup)

const hrefFor = (n: number) => withQuery('/news', { page: n > 1 ? n : null })

test('is a named navigation of page links with the current page marked', () => {
  render(<Pagination page={5} pageCount={10} hrefFor={hrefFor} label="News pages" />)
  const nav = screen.getByRole('navigation', { name: 'News pages' })
  const links = within(nav).getAllByRole('link')
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Previous page', '/news?page=4'],
    ['Page 1', '/news'],
    ['Page 4', '/news?page=4'],
    ['Page 5', '/news?page=5'],
    ['Page 6', '/news?page=6'],
    ['Page 10', '/news?page=10'],
    ['Next page', '/news?page=6'],
  ])
  expect(
    links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent),
  ).toEqual(['Page 5'])
  // The shell navigates these client-side; without JavaScript they are ordinary links.
  expect(links.every((a) => a.getAttribute('data-discover') === 'true')).toBe(true)
  expect(
    within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.textContent === '…'),
  ).toHaveLength(2)
})

test('leaves out Previous on the first page and Next on the last', () => {
  render(<Pagination page={1} pageCount={3} hrefFor={hrefFor} />)
  expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news?page=2')
  cleanup()
  render(<Pagination page={3} pageCount={3} hrefFor={hrefFor} />)
  expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
    '/news?page=2',
  )
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
  expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy()
})

test('a page out of range is clamped, and one page or none needs no bar', () => {
  render(<Pagination page={40} pageCount={3} hrefFor={hrefFor} />)
  expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('Page 3')
  cleanup()
  const { container } = render(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />)
  expect(container.innerHTML).toBe('')
  cleanup()
  const none = render(<Pagination page={1} pageCount={0} hrefFor={hrefFor} />)
  expect(none.container.innerHTML).toBe('')
})
