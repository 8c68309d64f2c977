import { expect, test } from 'vitest'
import { htmlToText, toPlainText } from './plain-text'

test.each([
  ['<p>Owls <strong>win</strong>&nbsp;3&ndash;1</p>', 'Owls win 3–1'],
  ['<script>var owls = 1</script><p>Text</p><!-- note -->', 'Text'],
  ['<style>p{}</style>Caf&eacute; &#233; &#x41; &bogus;', 'Caf&eacute; é A &bogus;'],
  ['a<br>b', 'a b'],
  ['&#0; &#x110000;', ''],
])('%j reads %j', (html, text) => {
  expect(htmlToText(html)).toBe(text)
})

test("a block-built body's words, without its addresses", () => {
  const blocks = [
    { type: 'text', content: '<p>First half</p>' },
    { type: 'image', src: '/images/a.jpg', caption: 'Goal celebration' },
    { type: 'quote', text: 'We kept going', cite: 'Coach' },
  ]
  expect(toPlainText('', blocks)).toBe('First half Goal celebration We kept going Coach')
})
