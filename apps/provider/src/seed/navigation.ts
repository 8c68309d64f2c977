import type { Db } from '../db/client'
import { navigationItems } from '../db/schema'
import { FORM_IDS } from './forms/form-kit'
import { SPORT_CATALOG, type SportKey } from './sport-catalog'
import { highlightsSeriesSlug } from './stories/story-series'
import { sportIdOf, type TenantDefinition } from './tenant-definition'

type NavigationInsert = typeof navigationItems.$inferInsert
type Node = Omit<NavigationInsert, 'tenantId' | 'id' | 'menu' | 'parentId' | 'rank'> & {
  id?: number
  children?: Node[]
}

// SPEC 3: the level-1 item with id 9 is the footer links group.
const FOOTER_GROUP_ID = 9

function link(title: string, url: string, extra: Partial<Node> = {}): Node {
  return { title, url, ...extra }
}

function external(title: string, url: string, extra: Partial<Node> = {}): Node {
  return { title, url, openInNewWindow: true, ...extra }
}

function sportEntry(definition: TenantDefinition, key: SportKey, column: number): Node {
  const sport = SPORT_CATALOG[key]
  const sportId = sportIdOf(definition, key)
  const base = `/sports/${sport.slug}`
  const handle = `${definition.socialHandle}${sport.abbrev}`
  const children: Node[] = [
    link('Schedule', `${base}/schedule`, { role: 'links', sportId, column }),
    link('Roster', `${base}/roster`, { role: 'links', sportId, column }),
    link('News', `${base}/archives`, { role: 'links', sportId, column }),
    external('Twitter', `https://twitter.com/${handle}`, {
      role: 'social',
      icon: 'icon-social-twitter',
      className: 'twitter',
    }),
    external('Instagram', `https://www.instagram.com/${handle.toLowerCase()}`, {
      role: 'social',
      icon: 'icon-social-instagram',
      className: 'instagram',
    }),
  ]
  if (definition.ticketedSports.includes(key)) {
    children.push(
      external('Tickets', `https://tickets.${definition.domain}/${sport.slug}`, {
        role: 'tickets',
        icon: 'icon-tickets',
        className: 'tickets',
      }),
    )
  }
  return { title: sport.title, url: base, sportId, column, children }
}

function mainMenu(definition: TenantDefinition): Node[] {
  const real = definition.sports.filter((key) => key !== 'general')
  const bySex = (gender: 'm' | 'f', column: number) =>
    real
      .filter((key) => SPORT_CATALOG[key].gender === gender)
      .map((key) => sportEntry(definition, key, column))
  const site = `https://www.${definition.domain}`
  return [
    {
      id: 1,
      title: 'Sports',
      url: '',
      hasColumns: true,
      includeSocialMedia: true,
      includeScheduleRosterNews: true,
      includeTickets: true,
      children: [...bySex('m', 1), ...bySex('f', 2)],
    },
    { id: 2, title: 'Tickets', url: '/tickets', className: 'tickets' },
    {
      id: 3,
      title: 'Inside Athletics',
      url: '',
      className: 'additional-links',
      children: [
        link('Staff Directory', '/staff-directory'),
        link('Facilities', '/facilities'),
        link('Calendar', '/calendar'),
        link('Archives', '/archives'),
        link('Historical Rosters', '/historical-roster'),
        external('Camps', `https://camps.${definition.domain}/`),
        // Protocol-relative on purpose: SPEC 2.4 treats it as external.
        external('Compliance', `//compliance.${definition.domain}/`),
      ],
    },
    // Every public page kind has a way in from the menus (issue 33): the honors pages, and the
    // media pages a department's communications office keeps.
    {
      id: 6,
      title: 'Honors',
      url: '',
      children: [
        link('Hall of Fame', '/honors'),
        link('Awards', '/awards'),
        link('All-Americans', '/all-americans'),
      ],
    },
    {
      id: 7,
      title: 'Media',
      url: '',
      children: [
        link('Podcasts', '/podcasts'),
        link('Video', `/series/${highlightsSeriesSlug(definition)}`),
        link('Publications & Media Guides', '/publications'),
        link('Moments', '/moments'),
        link('On This Day', '/on-this-day'),
        link('In the News', '/clippings'),
        link('Coverage', '/coverage'),
        link('Topics', '/tags'),
        link('Media Credentials', `/form/${FORM_IDS.media}`),
      ],
    },
    {
      id: 4,
      title: 'Fan Zone',
      url: '',
      children: [
        // SPEC 2.1: served outside the application (the website's links to it reload the page).
        link('Watch Live', '/watch'),
        link('Social Media', '/social-accounts'),
        link('Partners', '/partners'),
        link('Newsletter', '/subscribe'),
        link('Group Tickets', `/form/${FORM_IDS.tickets}`),
        link('Season Ticket Waitlist', `/form/${FORM_IDS.waitlist}`),
        link('Game Day Feedback', `/form/${FORM_IDS.feedback}`),
        link('RSS Feeds', '/rss_feeds'),
        external('Mobile App', `${site}/app`),
      ],
    },
    external('Shop', `https://shop.${definition.domain}/`, { id: 5, className: 'shop' }),
    {
      id: FOOTER_GROUP_ID,
      title: 'Footer Links',
      url: '',
      children: [
        external('Privacy Policy', `${site}/privacy`),
        external('Accessibility', `${site}/accessibility`),
        link('Staff Directory', '/staff-directory'),
        link('Contact Us', '/staff-directory'),
        external('Title IX', `${site}/title-ix`),
        link('Tickets', '/tickets'),
        // The department's accounts: the footer's social row (SPEC 3 social_media_links), the
        // same handles as the department's entry on /SocialAccounts.
        ...departmentSocial(definition),
      ],
    },
  ]
}

function departmentSocial(definition: TenantDefinition): Node[] {
  const handle = definition.socialHandle
  const lower = handle.toLowerCase()
  const social = (title: string, className: string, url: string) =>
    external(title, url, { role: 'social', icon: `icon-social-${className}`, className })
  return [
    social('X', 'twitter', `https://x.com/${handle}`),
    social('Instagram', 'instagram', `https://www.instagram.com/${lower}/`),
    social('Facebook', 'facebook', `https://www.facebook.com/${handle}`),
    social('YouTube', 'youtube', `https://www.youtube.com/@${handle}`),
    social('TikTok', 'tiktok', `https://www.tiktok.com/@${lower}`),
    social('Snapchat', 'snapchat', `https://www.snapchat.com/add/${lower}`),
  ]
}

function sportMenu(definition: TenantDefinition, key: SportKey): Node[] {
  const sport = SPORT_CATALOG[key]
  const sportId = sportIdOf(definition, key)
  const base = `/sports/${sport.slug}`
  const item = (title: string, url: string, extra: Partial<Node> = {}) => ({
    title,
    url,
    sportId,
    ...extra,
  })
  const more: Node[] = [
    item('Results', `${base}/results`),
    item('Calendar', `${base}/calendar`),
    item('Moments', `${base}/moments`),
    item('Historical Roster', `${base}/historical-roster`),
    item('Facilities', '/facilities'),
  ]
  // The one camp the demo forms hold is a basketball camp: its registration sits with the sports.
  if (key === 'mbasket' || key === 'wbasket') {
    more.push(item('Youth Camp', `/form/${FORM_IDS.camp}`))
  }
  if (definition.opponentHistorySports.includes(key)) {
    more.unshift(item('Opponent History', `${base}/opponent-history`))
  }
  const menu: Node[] = [
    item(sport.title, base, { className: 'sport-home', shortTitle: 'Home' }),
    item('Schedule', `${base}/schedule`),
    item('Roster', `${base}/roster`),
    item('Coaches', `${base}/coaches`),
    item('Stats', `${base}/stats`),
    item('News', `${base}/archives`),
  ]
  if (definition.ticketedSports.includes(key)) {
    menu.push(item('Tickets', '/tickets', { className: 'tickets' }))
  }
  menu.push(item('More', '', { className: 'additional-links', children: more }))
  return menu
}

// Flattens the trees into rows with stable ids: explicit ids where given, else a counter.
function flatten(
  definition: TenantDefinition,
  menu: 'main' | 'sub',
  nodes: Node[],
  nextId: () => number,
): NavigationInsert[] {
  const rows: NavigationInsert[] = []
  const visit = (list: Node[], parentId: number | null) => {
    list.forEach((node, index) => {
      const { children, id, ...fields } = node
      const rowId = id ?? nextId()
      rows.push({
        ...fields,
        tenantId: definition.tenantId,
        id: rowId,
        menu,
        parentId,
        rank: index + 1,
      })
      if (children) visit(children, rowId)
    })
  }
  visit(nodes, null)
  return rows
}

export function buildNavigationRows(definition: TenantDefinition): NavigationInsert[] {
  let counter = 100
  const nextId = () => counter++
  const rows = flatten(definition, 'main', mainMenu(definition), nextId)
  for (const key of definition.sports) {
    if (key !== 'general')
      rows.push(...flatten(definition, 'sub', sportMenu(definition, key), nextId))
  }
  return rows
}

export function seedNavigation(db: Db, definition: TenantDefinition): void {
  const rows = buildNavigationRows(definition)
  // Chunked: SQLite caps the number of bound variables per statement.
  for (let start = 0; start < rows.length; start += 200) {
    db.insert(navigationItems)
      .values(rows.slice(start, start + 200))
      .run()
  }
}
