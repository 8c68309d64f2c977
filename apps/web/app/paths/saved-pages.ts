import { href } from 'react-router'

/** The pages saved on this phone (stadium mode, docs/decisions/039): the footer links it. */
export function savedPagesPath(): string {
  return href('/offline')
}
