// A minimal PDF 1.4 writer for the seeded documents, publications and sport files: US Letter
// pages of wrapped Helvetica text (the standard 14 fonts need no embedding), a running footer,
// and a cross-reference table with exact byte offsets, so any reader opens the file. Text is
// kept to printable ASCII (WinAnsi), which is all the seeded copy needs.

export type PdfSection = { heading?: string; paragraphs: readonly string[] }

export type PdfDocument = {
  title: string
  subtitle?: string
  // Info dictionary dates, "D:20261212100000" style; given so the bytes are deterministic.
  created: string
  sections: readonly PdfSection[]
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 72
const BODY_SIZE = 11
const LEADING = 15
// Helvetica averages about half an em per character; 86 characters fill the 468 pt measure.
const LINE_CHARS = 86
const BOTTOM = MARGIN + 24

type Line = { text: string; font: 'F1' | 'F2'; size: number; gapBefore: number }

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '--',
  '\u2026': '...',
  '\u00a0': ' ',
}

export function toPdfText(text: string): string {
  return [...text]
    .map((char) => REPLACEMENTS[char] ?? (/[\x20-\x7e]/.test(char) ? char : '?'))
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`)
}

export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

function layout(document: PdfDocument): Line[][] {
  const lines: Line[] = [{ text: document.title, font: 'F2', size: 20, gapBefore: 0 }]
  if (document.subtitle) {
    lines.push({ text: document.subtitle, font: 'F1', size: 12, gapBefore: 8 })
  }
  for (const section of document.sections) {
    if (section.heading) {
      lines.push({ text: section.heading, font: 'F2', size: 14, gapBefore: 22 })
    }
    section.paragraphs.forEach((paragraph, index) => {
      wrapText(paragraph, LINE_CHARS).forEach((text, n) => {
        const gapBefore = n > 0 ? 0 : index === 0 && section.heading ? 6 : 9
        lines.push({ text, font: 'F1', size: BODY_SIZE, gapBefore })
      })
    })
  }
  const pages: Line[][] = [[]]
  let y = PAGE_HEIGHT - MARGIN
  for (const line of lines) {
    const height = line.size + 4 + line.gapBefore
    if (y - height < BOTTOM && (pages.at(-1)?.length ?? 0) > 0) {
      pages.push([])
      y = PAGE_HEIGHT - MARGIN
    }
    pages.at(-1)?.push(line)
    y -= height
  }
  return pages
}

function pageContent(lines: Line[], footer: string): string {
  const ops: string[] = []
  let y = PAGE_HEIGHT - MARGIN
  for (const [index, line] of lines.entries()) {
    y -= (index === 0 ? line.size : Math.max(LEADING, line.size + 4)) + line.gapBefore
    ops.push(`BT /${line.font} ${line.size} Tf ${MARGIN} ${y} Td (${toPdfText(line.text)}) Tj ET`)
  }
  ops.push(`BT /F1 8 Tf ${MARGIN} ${MARGIN - 24} Td (${toPdfText(footer)}) Tj ET`)
  return ops.join('\n')
}

export function writePdf(document: PdfDocument): Buffer {
  const pages = layout(document)
  // Objects 1-4: catalog, page tree, the two fonts, info; then a page and its content each.
  const pageIds = pages.map((_, index) => 6 + index * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${toPdfText(document.title)}) /Producer (Fieldhouse reference provider) /CreationDate (${document.created}) /ModDate (${document.created}) >>`,
  ]
  pages.forEach((lines, index) => {
    const footer = `${document.title}  |  Page ${index + 1} of ${pages.length}`
    const stream = pageContent(lines, footer)
    const contentId = (pageIds[index] ?? 0) + 1
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  })
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
