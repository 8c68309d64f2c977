import { expect, test } from 'vitest'
import { toPdfText, writePdf, wrapText } from './pdf'

const paragraph =
  'The Owls open conference play Saturday at Harbor Bay (3-1) with a 2 p.m. kickoff. Northfield State leads the all-time series 14-9 and has won three straight meetings.'

function parse(bytes: Buffer) {
  const text = bytes.toString('latin1')
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1])
  const table = text.slice(xref).split('\n')
  const size = Number(/^0 (\d+)$/.exec(table[1] ?? '')?.[1])
  const offsets = table.slice(3, 2 + size).map((row) => Number(row.slice(0, 10)))
  return { text, xref, size, offsets }
}

test('writePdf answers a PDF whose cross-reference table points at every object', () => {
  const bytes = writePdf({
    title: 'Football Game Notes',
    created: 'D:20261205090000',
    sections: [{ heading: 'Series history', paragraphs: Array(80).fill(paragraph) }],
  })
  const { text, xref, size, offsets } = parse(bytes)
  expect(text.startsWith('%PDF-1.4\n')).toBe(true)
  expect(text.slice(xref, xref + 4)).toBe('xref')
  offsets.forEach((offset, index) => {
    expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`))
  })
  const pages = Number(/\/Count (\d+)/.exec(text)?.[1])
  expect(pages).toBeGreaterThan(1)
  expect(size).toBe(6 + pages * 2)
  expect(text).toContain(`Page ${pages} of ${pages}`)
  // Each stream's declared length is its byte length.
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
  }
})

test('the same document gives the same bytes', () => {
  const document = { title: 'Handbook', created: 'D:20260801000000', sections: [] }
  expect(writePdf(document).equals(writePdf(document))).toBe(true)
})

test('toPdfText escapes the string delimiters and folds typography to ASCII', () => {
  expect(toPdfText('Owls (8-2) \\ “Go” – it’s')).toBe('Owls \\(8-2\\) \\\\ "Go" - it\'s')
  expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four'])
})
