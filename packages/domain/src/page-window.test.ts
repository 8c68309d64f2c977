import { expect, test } from 'vitest'

import { getPageWindow, type PageWindowItem } from './page-window'

const _ = 'gap'

test.each<[number, number, PageWindowItem[]]>([
  // Few pages: all of them.
  [1, 1, [1]],
  [1, 2, [1, 2]],
  [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  // Seven items wherever the current page is.
  [1, 10, [1, 2, 3, 4, 5, _, 10]],
  [3, 10, [1, 2, 3, 4, 5, _, 10]],
  [4, 10, [1, 2, 3, 4, 5, _, 10]],
  [5, 10, [1, _, 4, 5, 6, _, 10]],
  [6, 10, [1, _, 5, 6, 7, _, 10]],
  [7, 10, [1, _, 6, 7, 8, 9, 10]],
  [10, 10, [1, _, 6, 7, 8, 9, 10]],
  // A gap never stands for a single page.
  [4, 8, [1, 2, 3, 4, 5, _, 8]],
  [5, 8, [1, _, 4, 5, 6, 7, 8]],
  [50, 100, [1, _, 49, 50, 51, _, 100]],
  // Out of range or nonsense.
  [0, 10, [1, 2, 3, 4, 5, _, 10]],
  [-3, 10, [1, 2, 3, 4, 5, _, 10]],
  [99, 10, [1, _, 6, 7, 8, 9, 10]],
  [2.7, 10, [1, 2, 3, 4, 5, _, 10]],
  [Number.NaN, 3, [1, 2, 3]],
  [1, 0, []],
  [1, -1, []],
  [1, Number.NaN, []],
  [1, Number.POSITIVE_INFINITY, []],
])('getPageWindow(%j, %j) is %j', (current, count, expected) => {
  expect(getPageWindow(current, count)).toEqual(expected)
})

test.each<[number, number, { siblings?: number; boundaries?: number }, PageWindowItem[]]>([
  [10, 20, { siblings: 2 }, [1, _, 8, 9, 10, 11, 12, _, 20]],
  [10, 20, { boundaries: 2 }, [1, 2, _, 9, 10, 11, _, 19, 20]],
  [1, 20, { siblings: 0 }, [1, 2, 3, _, 20]],
  [10, 20, { siblings: 0 }, [1, _, 10, _, 20]],
  [10, 20, { siblings: 0, boundaries: 0 }, [_, 10, _]],
])('getPageWindow(%j, %j, %j) is %j', (current, count, options, expected) => {
  expect(getPageWindow(current, count, options)).toEqual(expected)
})
