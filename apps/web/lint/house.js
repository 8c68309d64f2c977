// The walls of the website's house (DESIGN.md "The house of the website", docs/decisions/030):
// floors from the ground up, a module imports only from its own floor or below, and a screen is
// a leaf: it never imports another screen's folder. An ESLint rule, so `npm run lint` fails on
// the import that breaks a wall and says where the part belongs.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// apps/web/app, found from this file rather than from where ESLint runs: linted from another
// folder (`cd apps/web && npx eslint .`), the rule still knows the house.
const APP = fileURLToPath(new URL('../app', import.meta.url))

/** The floor of each top-level folder of apps/web/app; files directly in app/ stand on top. */
export const FLOORS = {
  // Helpers only unit tests import: on the ground, so a test on any floor may use them.
  'test-support': 0,
  paths: 1,
  utils: 2,
  render: 2,
  seo: 2,
  'route-checks': 2,
  components: 3,
  shell: 4,
  measurement: 4,
  loading: 4,
  // Stadium mode: the page's side of the service worker, started with loading/.
  offline: 4,
  routes: 5,
  endpoints: 5,
}
const TOP = 6

const WHERE = {
  0: 'test-support/ (helpers only tests import)',
  1: 'paths/ (addresses)',
  2: 'the kit (utils/, render/, seo/, route-checks/)',
  3: 'components/<area>/',
  4: 'shell/',
}

/** Where an app file stands: its floor and, on the screens' floor, its screen. */
export function placeOf(appRelative) {
  const parts = appRelative.split('/')
  // '~/render' names the folder (its index): a file directly in app/ stands on top.
  if (parts.length === 1) return { floor: FLOORS[parts[0]] ?? TOP, room: parts[0] }
  const [top, second, third] = parts
  const floor = FLOORS[top] ?? TOP
  if (top === 'endpoints') return { floor, room: 'endpoints' }
  if (top !== 'routes') return { floor, room: top }
  // routes/<screen>/..., routes/sports/<screen>/...; a module directly in routes/ is no screen.
  if (parts.length === 2) return { floor: TOP, room: 'routes' }
  if (second === 'sports' && parts.length >= 4) return { floor, room: `routes/sports/${third}` }
  return { floor, room: `routes/${second}` }
}

function toAppRelative(specifier, filename) {
  let absolute
  if (specifier.startsWith('~/')) absolute = path.join(APP, specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    absolute = path.resolve(path.dirname(filename), specifier)
  else return null
  const relative = path.relative(APP, absolute)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep).join('/')
}

export const houseRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the floors of the house and screens stay leaves.' },
    schema: [],
    messages: {
      climbs:
        "{{from}} stands on a lower floor than {{to}}: it must not import it. Move what both need down to {{where}} (DESIGN.md 'The house').",
      screens:
        "A screen never imports another screen's folder ({{from}} -> {{to}}). Move the shared part down to components/<area>/ with its server code, or its address to paths/ (DESIGN.md 'The house').",
    },
  },
  create(context) {
    const filename = context.filename
    const own = path.relative(APP, filename)
    if (own.startsWith('..') || path.isAbsolute(own)) return {}
    const from = placeOf(own.split(path.sep).join('/'))

    function check(node, source) {
      if (!source || typeof source.value !== 'string') return
      // React Router's generated route types sit beside the route module in name only.
      if (source.value.includes('/+types/')) return
      const target = toAppRelative(source.value, filename)
      if (target === null) return
      const to = placeOf(target)
      if (to.room === from.room) return
      if (to.floor > from.floor) {
        const where = WHERE[from.floor] ?? WHERE[4]
        context.report({ node, messageId: 'climbs', data: { from: from.room, to: to.room, where } })
      } else if (to.floor === FLOORS.routes && from.floor === FLOORS.routes) {
        context.report({ node, messageId: 'screens', data: { from: from.room, to: to.room } })
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { floors: houseRule } }
