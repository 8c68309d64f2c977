import { expect, test } from 'vitest'
import { type TakeoverLike, selectUnseenTakeovers } from './takeovers'

const seen = new Set(['takeover_seen'])
const hasCookie = (name: string) => seen.has(name)

const fresh = { id: 1, url: '/gameday/concurrent.aspx?ids=1', cookie: 'takeover_1' }
const alreadySeen = { id: 2, url: '/gameday/concurrent.aspx?ids=2', cookie: 'takeover_seen' }
const noUrl = { id: 3, url: null, cookie: 'takeover_3' }
const noCookie = { id: 4, url: '/x', cookie: '' }
const blankUrl = { id: 5, url: '  ', cookie: 'takeover_5' }

test.each<[string, (TakeoverLike & { id: number })[], boolean, number[]]>([
  [
    'keeps unseen takeovers with url and cookie',
    [fresh, alreadySeen, noUrl, noCookie, blankUrl],
    true,
    [1],
  ],
  ['returns none when takeovers are disabled', [fresh], false, []],
  ['returns none for an empty list', [], true, []],
])('selectUnseenTakeovers %s', (_name, takeovers, enabled, expectedIds) => {
  expect(selectUnseenTakeovers(takeovers, hasCookie, enabled).map((t) => t.id)).toEqual(expectedIds)
})
