// npm keeps drizzle-orm nested in apps/provider/node_modules while drizzle-kit is hoisted to the
// root, so drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This hook resolves those
// specifiers from this workspace (NODE_PATH covers drizzle-kit's `require` calls).
import { register } from 'node:module'

const parentURL = JSON.stringify(new URL('../package.json', import.meta.url).href)
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${parentURL} })
  }
  return next(specifier, context)
}`

register('data:text/javascript,' + encodeURIComponent(hooks))
