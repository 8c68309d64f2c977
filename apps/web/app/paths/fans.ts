import { href } from 'react-router'

// The fan pages' addresses (SPEC.md 2.1): tickets, the school's partners, its social accounts.

export function ticketsPath(): string {
  return href('/tickets')
}

export function partnersPath(): string {
  return href('/partners')
}

export function socialAccountsPath(): string {
  return href('/social-accounts')
}
