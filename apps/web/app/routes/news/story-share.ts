// Share links under a story: plain links to each network's own share page, so the page loads no
// third-party script and sets no third party's cookie. `url` is the story's absolute address.

export type ShareLink = { network: 'x' | 'facebook' | 'email'; label: string; url: string }

export function toShareLinks(url: string, headline: string): ShareLink[] {
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString()
  return [
    {
      network: 'x',
      label: 'X',
      url: `https://x.com/intent/tweet?${query({ text: headline, url })}`,
    },
    {
      network: 'facebook',
      label: 'Facebook',
      url: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    },
    {
      network: 'email',
      label: 'E-mail',
      // mailto wants %20 for spaces, not the form encoding's '+'.
      url: `mailto:?subject=${encodeURIComponent(headline)}&body=${encodeURIComponent(`${headline}\n${url}`)}`,
    },
  ]
}
