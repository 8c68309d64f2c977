import { expect, test } from 'vitest'
import { toPlainText, truncate, truncatePlain } from './truncate'

const fifty = 'x'.repeat(50)

test.each([
  [fifty, undefined, fifty],
  [`${fifty}y`, undefined, `${fifty}...`],
  ['Short headline', undefined, 'Short headline'],
  ['Hello world', 5, 'Hello...'],
  ['Hello', 5, 'Hello'],
  ['', 5, ''],
  ['ab😀cd', 3, 'ab😀...'],
  ['abc', 0, '...'],
])('truncate(%j, %j) is %j', (text, max, expected) => {
  expect(truncate(text, max)).toBe(expected)
})

test.each([
  ['<p>Big <strong>win</strong></p>', 'Big win'],
  ['Fish &amp; Chips&nbsp;&#39;24 &#x2014; &bogus;', "Fish & Chips '24 — &bogus;"],
  ['<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>', 'a b'],
  ['line<br/>break\n\n  here', 'line break here'],
  ['&#0; &#99999999;', '&#0; &#99999999;'],
])('toPlainText(%j) is %j', (html, expected) => {
  expect(toPlainText(html)).toBe(expected)
})

test.each([
  [`<p>${fifty}</p>`, undefined, fifty],
  [`<p>${fifty}<b>!</b></p>`, undefined, `${fifty}...`],
  ['<p>Tom &amp; Jerry</p>', 11, 'Tom & Jerry'],
  ['<p>Tom &amp; Jerry</p>', 5, 'Tom &...'],
])('truncatePlain(%j, %j) is %j', (html, max, expected) => {
  expect(truncatePlain(html, max)).toBe(expected)
})
