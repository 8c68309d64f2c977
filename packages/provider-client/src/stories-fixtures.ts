import { wireLegacyGame } from './games-fixtures'

// Test support: stories, archives, tags and series as the reference provider sends them (trimmed
// to what the contract reads), for the resource tests. Not used by the client itself.

export const wireStorySport = {
  id: 19,
  title: "Women's Ice Hockey",
  abbreviation: 'WHOCK',
  shortTitle: 'WHOCK',
  shortname: 'whockey',
  globalSportShortname: 'whockey',
  globalSportId: 12,
  nonSport: false,
  globalSportNameSlug: 'womens-ice-hockey',
}

/** A list item of GET /Stories: the body null, as the list sends it. */
export const wireStory = {
  contentId: '2019071',
  contentTitle: "Women's Ice Hockey Comes Up Short Against Anchors",
  contentDate: '2026-11-21T16:00:00',
  contentUrl: '/news/2026/11/21/womens-ice-hockey-comes-up-short-against-anchors',
  contentImageUrl: '/images/demo/stories/womens-ice-hockey-3.svg',
  id: 2019071,
  title: "Women's Ice Hockey Comes Up Short Against Anchors",
  titleInRotator: true,
  subHeadline: 'Owls move to 2-3-2 at Lakehead A&M Anchors',
  teaser: "Northfield State women's ice hockey fell to Lakehead A&M 3-1.",
  byline: 'Christina Tromp',
  appExclusive: false,
  date: '2026-11-21T16:00:00',
  formattedDate: 'November 21, 2026',
  sportDisplay: "Women's Ice Hockey",
  sport: wireStorySport,
  imageSource: '/images/demo/stories/womens-ice-hockey-3.svg',
  imageAltText: "Northfield State Women's Ice Hockey",
  imageCaption: 'Against Lakehead A&M',
  imageCreditText: '',
  primaryImage: {
    caption: 'Against Lakehead A&M',
    creditText: 'Northfield State Athletics Photography',
    focalPoint: null,
    url: '/images/demo/stories/womens-ice-hockey-3.svg',
    absoluteUrl: 'http://p.test/images/demo/stories/womens-ice-hockey-3.svg',
    altText: "Northfield State Women's Ice Hockey",
    title: null,
    creditName: null,
  },
  alternateImage: null,
  video: {
    youtube: null,
    archive: 3201907,
    metadata: { title: 'Highlights: Anchors 3, Owls 1', thumbnail: 'images/demo/v.svg' },
  },
  url: '/news/2026/11/21/womens-ice-hockey-comes-up-short-against-anchors',
  redirectAbsoluteUrl: '',
  links: [
    {
      linkId: 2019074,
      linkUrl: '/sports/womens-ice-hockey/stats/2026-27/lakehead-am/boxscore/201907',
      linkText: 'Box Score',
      created: '2026-11-21T16:00:00',
      galleryId: null,
    },
  ],
  homepageFeedTemplate: 'default',
  contentTemplate: 'default',
  type: 'recap',
  gamePostStoryId: null,
  games: [{ ...wireLegacyGame, id: 201907 }],
  players: null,
  galleryId: 0,
  galleryImages: [],
  writer: null,
  isBlockBased: false,
  content: null,
  blocks: null,
  storyMetaKeywords: 'hockey',
  storyMetaDescription: null,
  sportShortname: 'whockey',
  isMediaOnStoryPage: true,
  applyStandardFormatting: true,
}

export const storyPage = (items: unknown[], total = items.length) => ({
  items,
  total,
  page: 0,
  pages: Math.max(1, Math.ceil(total / 10)),
})

/** An item of GET /Archives. */
export const wireArchiveItem = {
  storyId: '2010121',
  storyRank: 1,
  sportTitle: 'Football',
  storyImage: '/images/demo/stories/football-1.svg',
  storyHeadline: 'Football Rolls Past Bluff City, 28-15',
  storySummary: 'The Northfield State football team beat Bluff City 28-15.',
  storyPostdate: '2026-11-21T16:00:00',
  storyCreated: '2026-11-21T16:00:00',
  storyFilename: 'football-rolls-past-bluff-city-28-15',
  storyPath: '/news/2026/11/21/football-rolls-past-bluff-city-28-15',
  sportsCats: 'football',
}

/** An item of GET /Stories/related. */
export const wireRelatedStory = {
  storyId: 2011122,
  storyTitle: "Men's Basketball Hosts Iron Range in League Action",
  storyPostdate: '2026-12-11T10:00:00',
  storyCreated: '2026-12-11T10:00:00',
  storyFilename: 'mens-basketball-hosts-iron-range-in-league-action',
  imagePath: '/images/demo/stories/',
  imageFilename: 'mens-basketball-1.svg',
  imageAltText: "Northfield State Men's Basketball",
  storyImage: '/images/demo/stories/mens-basketball-1.svg',
  storySlug: '/news/2026/12/11/mens-basketball-hosts-iron-range-in-league-action',
}

/** An item of GET /Tags/content. */
export const wireTagContent = {
  check: false,
  createdDateString: '7/20/2026',
  postDateString: '7/20/2026',
  tags: [{ tagId: 707, tagName: 'Academics', tagSlug: 'academics' }],
  image: {
    url: '/images/demo/stories/general-1.svg',
    absoluteUrl: 'http://p.test/images/demo/stories/general-1.svg',
    altText: 'Northfield State athletics',
    title: null,
    creditName: null,
  },
  url: '/news/2026/7/20/northfield-state-athletics-posts-327-department-gpa',
  tagId: 707,
  tagName: 'Academics',
  tagDescription: 'Student-athletes in the classroom.',
  id: 50260521,
  section: 'stories',
  title: 'Northfield State Athletics Posts 3.27 Department GPA',
  sports: 'General',
  hidden: false,
  fileName: 'northfield-state-athletics-posts-327-department-gpa',
  createdDate: '2026-07-20T09:00:00',
  postDate: '2026-07-20T09:00:00',
}

const seriesImage = (id: number, path: string) => ({
  id,
  fileName: path.slice(path.lastIndexOf('/') + 1),
  path: path.slice(0, path.lastIndexOf('/') + 1),
  height: 900,
  width: 1600,
  thumbnail: path,
  original: path,
})

export const wireEpisode = {
  id: 3181001,
  seasonId: 1,
  title: 'Highlights: Football Rolls Past Harbor Bay, 33-23',
  description: null,
  postDate: '2024-08-29T22:00:00',
  publishDate: '2024-08-29T22:00:00',
  order: 1,
  sportIds: [10],
  thumbnailImage: seriesImage(3181001, '/images/demo/stories/football-2.svg'),
  portraitImage: null,
  mediafile: {
    id: '3181001',
    prismId: null,
    title: 'Highlights: Football Rolls Past Harbor Bay, 33-23',
    description: null,
    dateUtc: '2024-08-30T02:00:00Z',
    sportId: 10,
    categoryName: 'Highlights',
    gameId: null,
    type: 'archive',
    format: 'video',
    authorized: true,
    blackedOut: true,
    blackedOutMessage: 'Not available in your area',
    free: false,
    authOnlyRequired: true,
    premium: false,
    formats: { mobileHLS: 'https://video.p.test/3181001.m3u8', rtmp: null, srt: '' },
    poster: '/images/demo/stories/football-2.svg',
    views: 1187,
    duration: 120,
    state: 'archived',
  },
}

export const wireSeries = {
  episodes: [wireEpisode],
  id: 1,
  title: 'Owls Highlights',
  description: 'Every big play.',
  callToActionText: 'Watch the latest',
  publishDate: '2024-08-29T22:00:00',
  isLimited: false,
  order: 1,
  sportIds: [10, 11, 12],
  hero: seriesImage(1, '/images/demo/series/owls-highlights.svg'),
  landscape: null,
  portrait: null,
  slug: 'owls-highlights',
}
