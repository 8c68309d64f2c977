// Latin letters that NFKD does not split into a base letter plus a mark.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/**
 * A lowercase ASCII slug for a URL: diacritics removed (Müller -> muller), each run of anything
 * other than a-z and 0-9 one hyphen, no hyphen at either end; '' when no letter or digit is left.
 * For ASCII text this is the reference provider's facility URL rule (lowercased title, runs of
 * non-alphanumerics as single hyphens), so the two agree on every ASCII title.
 */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
