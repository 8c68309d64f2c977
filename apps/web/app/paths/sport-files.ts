import { href } from 'react-router'

import { dayOfMonth, monthOfLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'

// A sport file's addresses (SPEC.md 2.1 "Sport file page"): its day, then its file name, under
// /sports, /hidden/sports or /protected/sports by its access, with month and day written without
// leading zeros as the provider's `url` writes them. Each page's bytes are at the same address
// plus /download (a resource route). Here, not in a route folder: three screens link them.

export type SportFileAccess = 'public' | 'hidden' | 'protected'

type Address = { year: string; month: string; day: string; filename: string }

function toAddress(day: LocalDay, fileName: string): Address {
  const { year, month } = monthOfLocalDay(day)
  return {
    year: String(year),
    month: String(month),
    day: String(dayOfMonth(day)),
    filename: encodeURIComponent(fileName),
  }
}

export function sportFilePath(access: SportFileAccess, day: LocalDay, fileName: string): string {
  const address = toAddress(day, fileName)
  switch (access) {
    case 'hidden':
      return href('/hidden/sports/:year/:month/:day/:filename', address)
    case 'protected':
      return href('/protected/sports/:year/:month/:day/:filename', address)
    default:
      return href('/sports/:year/:month/:day/:filename', address)
  }
}

export function sportFileDownloadPath(
  access: SportFileAccess,
  day: LocalDay,
  fileName: string,
): string {
  const address = toAddress(day, fileName)
  switch (access) {
    case 'hidden':
      return href('/hidden/sports/:year/:month/:day/:filename/download', address)
    case 'protected':
      return href('/protected/sports/:year/:month/:day/:filename/download', address)
    default:
      return href('/sports/:year/:month/:day/:filename/download', address)
  }
}
