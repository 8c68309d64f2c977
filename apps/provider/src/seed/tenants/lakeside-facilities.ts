import type { FacilityDefinition } from '../tenant-definition'

// The Lakeside Tech Herons' venues: a small coastal campus in Maine (fictional).
export const lakesideFacilities: readonly FacilityDefinition[] = [
  {
    title: 'Harbor Gymnasium',
    kind: 'arena',
    teaser: "The Herons' home court for basketball and volleyball, a block from the harbour.",
    location: '80 Harbor Road, Lakeside, ME 04000',
    sports: ['mbasket', 'wbasket', 'wvball', 'mvball'],
    capacity: 1800,
    yearOpened: 1962,
    surface: 'Maple hardwood',
    featured: true,
    pictures: 3,
    description:
      '<p>Harbor Gymnasium opened in 1962 and was the largest hall on campus for decades, hosting commencement until 1990. The bleachers were replaced with chair-back seating in 2016.</p>' +
      '<p>Both basketball programmes and both volleyball programmes play here, and the Herons hosted the conference volleyball final in 2023.</p>',
  },
  {
    title: 'Marsh Natatorium',
    kind: 'pool',
    teaser: 'A 25-yard, eight-lane pool with a wall of windows over the marsh.',
    location: '95 Harbor Road, Lakeside, ME 04000',
    sports: ['mswim', 'wswim'],
    capacity: 450,
    yearOpened: 1988,
    surface: null,
    featured: false,
    pictures: 3,
    description:
      '<p>Marsh Natatorium was built in 1988 beside the salt marsh that gives it its name. Its eight-lane pool is home to both swimming and diving teams.</p>' +
      '<p>A 2019 renovation added a new filtration system and timing boards.</p>',
  },
  {
    title: 'Pellerin Boathouse',
    kind: 'boathouse',
    teaser: 'Home of Herons rowing on the tidal river, with bays for 24 shells.',
    location: '12 Wharf Lane, Lakeside, ME 04000',
    sports: ['wrow'],
    capacity: null,
    yearOpened: 1979,
    surface: null,
    featured: false,
    pictures: 2,
    description:
      '<p>Pellerin Boathouse was built in 1979 by alumni of the rowing club and named for coach Anne Pellerin. The crews train on the tidal river at dawn, timing their outings to the tide.</p>' +
      '<p>The Herons host the Harbor Head regatta here each October.</p>',
  },
  {
    title: 'Shoreline Field',
    kind: 'pitch',
    teaser: 'A lit turf field for soccer on the edge of the bay.',
    location: '140 Shore Drive, Lakeside, ME 04000',
    sports: ['msoc', 'wsoc'],
    capacity: 900,
    yearOpened: 2010,
    surface: 'FieldTurf',
    featured: true,
    pictures: 3,
    description:
      '<p>Shoreline Field opened in 2010 with the first artificial turf on campus, so the Herons could play through the late-autumn rain. Lights were added in 2015.</p>' +
      "<p>The men's team won its first conference title here in 2018.</p>",
  },
  {
    title: 'Cove Diamonds',
    kind: 'ballpark',
    teaser: 'Side-by-side baseball and softball fields sheltered by the pines of the cove.',
    location: '160 Shore Drive, Lakeside, ME 04000',
    sports: ['baseball', 'softball'],
    capacity: 700,
    yearOpened: 1997,
    surface: 'Natural grass with clay infields',
    featured: false,
    pictures: 3,
    description:
      '<p>The Cove Diamonds opened in 1997 with a baseball field and a softball field that share a press box and concession stand between them.</p>' +
      '<p>Both fields were regraded and given new drainage in 2021.</p>',
  },
]
