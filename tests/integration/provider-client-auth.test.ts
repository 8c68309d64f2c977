import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'

import { openProviderProcess } from './provider-process'

// Staff sign-in through the client against a real reference-provider process: the demo editor
// (apps/provider/README.md) reads an unpublished roster until signing out.
const provider = openProviderProcess()
const silent = { warn: () => {}, error: () => {} }
const client = (tenant: string) =>
  createProviderClient({ baseUrl: provider.baseUrl, tenant, logger: silent })

test('the demo editor signs in, reads a hidden roster, signs out, and is then signed out', async () => {
  const demo = client('demo')
  const signedIn = await demo.signIn({
    email: 'Editor@Northfield-State.example',
    password: 'owls-preview-2026',
  })
  if (signedIn.status !== 'ok') throw new Error(`sign-in answered ${signedIn.status}`)
  const { token, user, expiresAt } = signedIn.value
  expect(user).toMatchObject({
    email: 'editor@northfield-state.example',
    displayName: 'Jordan Avery, Athletics Communications',
  })
  expect(await demo.getStaffSession(token)).toEqual({ status: 'ok', value: { user, expiresAt } })

  const active = await demo.getActiveRosters()
  const football = active.find((roster) => roster.globalSportNameSlug === 'football')
  if (!football) throw new Error('no football roster')
  const hidden = await demo.loadHiddenRoster(football.rosterId, token)
  if (hidden.status !== 'ok') throw new Error(`hidden roster answered ${hidden.status}`)
  const unpublished = hidden.value.players.find((player) => player.hide)
  expect(unpublished).toBeDefined()
  const publicRoster = await demo.loadRoster(football.rosterId)
  expect(hidden.value).toEqual(publicRoster.status === 'ok' ? publicRoster.value : null)

  // The unpublished player's bio: only behind the sign-in.
  const rosterPlayerId = unpublished?.rosterPlayerId ?? 0
  expect(await demo.loadPlayerBio(rosterPlayerId)).toEqual({ status: 'missing' })
  expect(await demo.loadHiddenPlayerBio(rosterPlayerId, token)).toMatchObject({
    status: 'ok',
    value: { rosterPlayerId, hide: true },
  })

  // Another tenant does not know the token.
  expect(await client('lakeside').loadHiddenRoster(football.rosterId, token)).toEqual({
    status: 'signed-out',
  })

  expect(await demo.signOut(token)).toEqual({ status: 'ok' })
  expect(await demo.signOut(token)).toEqual({ status: 'ok' })
  expect(await demo.loadHiddenRoster(football.rosterId, token)).toEqual({ status: 'signed-out' })
  expect(await demo.getStaffSession(token)).toEqual({ status: 'signed-out' })
})

test('a wrong password and an unknown address are both rejected', async () => {
  const demo = client('demo')
  expect(
    await demo.signIn({ email: 'editor@northfield-state.example', password: 'owls-preview-2025' }),
  ).toEqual({ status: 'rejected' })
  expect(
    await demo.signIn({ email: 'nobody@northfield-state.example', password: 'owls-preview-2026' }),
  ).toEqual({ status: 'rejected' })
})
