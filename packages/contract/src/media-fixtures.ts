// Test support: media resources as the reference provider sends them (own design, see README),
// for the contract's tests and for any package whose tests need the same samples. Not a schema.

/** A public sport file (GET /SportFiles/{Y}/{M}/{D}/{name}). */
export const wireSportFile = {
  id: 9001,
  title: 'Football Depth Chart',
  description: 'The two-deep.',
  fileName: 'depth-chart.pdf',
  day: '2026-12-09',
  created: '2026-12-09T11:00:00',
  url: '/sports/2026/12/9/depth-chart.pdf',
  fileUrl: '/api/v2/SportFiles/2026/12/9/depth-chart.pdf/file',
  contentType: 'application/pdf',
  size: 1307,
  access: 'public',
  sport: { id: 10, title: 'Football', slug: 'football', shortName: 'football' },
}

/** A clip of a playlist (GET /Videos/playlists): an all-access item (videos/allAccessSchema.json). */
export const wireClip = {
  id: '4201012',
  title: 'Highlights: Owls 3, Bluff City 1',
  description: 'Every run.',
  date: '2026-12-08T21:00:00',
  duration: 184,
  videoUrl: '/watch?Archive=4201012',
  posterUrl: '/images/demo/stories/baseball-1.svg',
  appExclusive: false,
  views: 120,
  favorites: 0,
  format: 'video',
  sport: { id: 11, title: 'Baseball', abbrev: 'BSB', shortName: 'baseball' },
  category: { id: 1, title: 'Highlights' },
  captionFile: null,
}
