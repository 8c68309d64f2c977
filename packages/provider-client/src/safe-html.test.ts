import { expect, test } from 'vitest'

import { toSafeHtml } from './safe-html'

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/abc123'

test.each([
  // Scripts and event handlers
  ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['<SCRIPT src="https://evil.example/x.js"></SCRIPT><p>x</p>', '<p>x</p>'],
  ['<img src="/images/a.jpg" onerror="alert(1)">', '<img src="/images/a.jpg" />'],
  ['<p onclick="alert(1)" onmouseover=x>x</p>', '<p>x</p>'],
  ['<svg onload="alert(1)"><circle r="1"/></svg><p>x</p>', '<p>x</p>'],
  ['<svg><animate attributeName="href" to="javascript:alert(1)"/></svg>', null],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  // javascript: and data: URLs, however they are spelled
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" &#x09;java&#x0A;script:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#0000106avascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['<img src="data:image/png;base64,AAAA" alt="dot">', null],
  [
    '<img srcset="javascript:alert(1) 1x, https://cdn.example/b.jpg 2x">',
    '<img srcset="https://cdn.example/b.jpg 2x" />',
  ],
  // Frames: only video players on allowed hosts
  ['<iframe src="https://evil.example/embed/x"></iframe><p>x</p>', '<p>x</p>'],
  ['<iframe src="https://www.youtube.com/watch?v=abc"></iframe>', null],
  ['<iframe src="http://www.youtube.com/embed/abc"></iframe>', null],
  ['<iframe src="javascript:alert(1)"></iframe>', null],
  ['<iframe src="//www.youtube.com/embed/abc"></iframe>', null],
  ['<iframe src="/hidden/sports/football/roster"></iframe>', null],
  ['<iframe src="/\\evil.example/showcase/embed.aspx"></iframe>', null],
  [
    `<iframe src="${YOUTUBE}" title="Highlights" allowfullscreen onload="x" style="position:fixed"></iframe>`,
    `<iframe title="Highlights" allowfullscreen src="${YOUTUBE}"></iframe>`,
  ],
  [
    '<iframe src="https://player.vimeo.com/video/76979871" allow="autoplay; fullscreen"></iframe>',
    '<iframe allow="autoplay; fullscreen" src="https://player.vimeo.com/video/76979871"></iframe>',
  ],
  [
    '<iframe src="/showcase/embed.aspx?youtube=abc&amp;autoplay=1"></iframe>',
    '<iframe src="/showcase/embed.aspx?youtube=abc&amp;autoplay=1"></iframe>',
  ],
  // Forms, styles, objects, the document's own elements
  ['<form action="/sign-in"><input name="email"><button>Go</button></form>', 'Go'],
  ['<style>body{display:none}</style><p style="position:fixed;inset:0">x</p>', '<p>x</p>'],
  ['<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
  ['<base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example"><p>x</p>', '<p>x</p>'],
  ['<link rel="stylesheet" href="https://evil.example/x.css"><p>x</p>', '<p>x</p>'],
  // Mutation tricks of raw-text elements (sanitize-html 2.17.6's fix concerns allowing them)
  ['<textarea></textarea/><img src=x onerror=alert(1)>', null],
  ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', null],
  // Classes: the provider's `c-` names only, never the site's utilities
  [
    '<div class="c-mbonvoy fixed inset-0 z-50"><span class="sr-only c-note">t</span></div>',
    '<div class="c-mbonvoy"><span class="c-note">t</span></div>',
  ],
  ['<p class="c-lead" id="main">x</p>', '<p>x</p>'],
  // Links: schemes, site-relative, new windows
  ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  [
    '<a href="/sports/football">a</a> <a href="mailto:ad@x.edu">b</a> <a href="tel:+15551234">c</a>',
    '<a href="/sports/football">a</a> <a href="mailto:ad@x.edu">b</a> <a href="tel:+15551234">c</a>',
  ],
  [
    '<a href="https://tickets.example" target="_blank">x</a>',
    '<a href="https://tickets.example" target="_blank" rel="noopener noreferrer">x</a>',
  ],
  [
    '<a href="https://tickets.example" target="_BLANK" rel="nofollow opener">x</a>',
    '<a href="https://tickets.example" rel="nofollow opener noopener noreferrer" target="_blank">x</a>',
  ],
  ['<a href="https://x.example" target="_top">x</a>', '<a href="https://x.example">x</a>'],
  // Broken markup comes out well-formed
  ['<p>unclosed <b>bold <i>both', '<p>unclosed <b>bold <i>both</i></b></p>'],
  ['</div></p><p>stray <em>end', '<p></p><p>stray <em>end</em></p>'],
  ['<ul><li>one<li>two</ul>', '<ul><li>one</li><li>two</li></ul>'],
  ['<p>a < b & "c"</p>', '<p>a &lt; b &amp; "c"</p>'],
  // Nothing left to show
  ['<!-- note --><script>x</script>  ', null],
  ['', null],
  [null, null],
] as const)('toSafeHtml(%j) is %j', (raw, expected) => {
  expect(toSafeHtml(raw)).toBe(expected)
})

test('the formatting of a story or bio passes unchanged', () => {
  const html = [
    '<h2>Career</h2><h3>2024</h3><p><strong>Started</strong> all <em>12</em> games; <u>u</u> ',
    '<s>s</s> H<sub>2</sub>O x<sup>2</sup> <small>fine</small> <abbr title="All-American">AA</abbr>',
    ' <cite>Gazette</cite> <code>x</code></p><pre>a  b</pre><br /><hr />',
    '<ol start="3"><li>third</li></ol><blockquote><p>Quote</p></blockquote>',
    '<figure><img src="https://cdn.example/a.jpg" alt="A" width="640" height="360" ',
    'srcset="https://cdn.example/a.jpg 1x, https://cdn.example/a2.jpg 2x" sizes="100vw" ',
    'loading="lazy" /><figcaption>Caption</figcaption></figure>',
    '<table><caption>Stats</caption><thead><tr><th scope="col" colspan="2">Year</th></tr></thead>',
    '<tbody><tr><td rowspan="2">2024</td></tr></tbody></table>',
  ].join('')
  expect(toSafeHtml(html)).toBe(html)
})

test('the page keeps its one h1: a provider h1 becomes an h2', () => {
  expect(toSafeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>')
})

// A page is valid HTML only without skipped heading levels (issue 33): an editor's fragment
// starts at h2 under the page's h1, and goes down one level at a time.
test.each([
  ['<h3>Seating</h3><p>x</p>', '<h2>Seating</h2><p>x</p>'],
  ['<h2>A</h2><h4>B</h4><h3>C</h3><h2>D</h2>', '<h2>A</h2><h3>B</h3><h3>C</h3><h2>D</h2>'],
  ['<h3>A</h3><h4>B</h4><h6>C</h6><h4>D</h4>', '<h2>A</h2><h3>B</h3><h4>C</h4><h3>D</h3>'],
  ['<h4>A</h4><h2>B</h2><h3>C</h3>', '<h2>A</h2><h2>B</h2><h3>C</h3>'],
  ['<h1>Title</h1><h3>Sub</h3>', '<h2>Title</h2><h3>Sub</h3>'],
  ['<p>A</p><hr /><h5 title="x">head</h5>', '<p>A</p><hr /><h2>head</h2>'],
] as const)('the headings of %j close their gaps', (raw, expected) => {
  expect(toSafeHtml(raw)).toBe(expected)
})

test('a fragment the page puts under a section’s h2 starts at h3', () => {
  expect(toSafeHtml('<h3>The 2016 renovation</h3><h5>Suites</h5>', { headingsFrom: 3 })).toBe(
    '<h3>The 2016 renovation</h3><h4>Suites</h4>',
  )
  expect(toSafeHtml('<h1>Career</h1><p>x</p>', { headingsFrom: 3 })).toBe('<h3>Career</h3><p>x</p>')
})

test('a fragment nested past h6 stays at h6, the deepest heading HTML has', () => {
  expect(
    toSafeHtml('<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>', { headingsFrom: 3 }),
  ).toBe('<h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6><h6>e</h6>')
})
