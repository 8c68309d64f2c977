import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'

import { openProviderProcess } from './provider-process'

// Forms through the client against a real reference-provider process (issue 20): every demo
// definition reads, a submission is stored once under one Idempotency-Key, and the provider's
// refusals arrive as their outcomes.
const provider = openProviderProcess()
const silent = { warn: () => {}, error: () => {} }
const client = () =>
  createProviderClient({ baseUrl: provider.baseUrl, tenant: 'demo', logger: silent })

const ticketRequest = {
  contactName: 'Robin Diaz',
  email: 'robin@example.com',
  phone: '555-0101',
  game: 'football-home-opener',
  seats: '12',
  seating: 'reserved',
  requestDate: '2026-12-12',
}

test('every public demo form reads; the protected one only with its code', async () => {
  const demo = client()
  for (const id of [101, 102, 103, 105, 106, 107, 108, 109, 111]) {
    expect((await demo.getForm(id)).status, `form ${id}`).toBe('ok')
  }
  expect(await demo.getForm(110)).toEqual({ status: 'missing' })
  expect((await demo.getProtectedForm(104, 'owls-boosters-2026')).status).toBe('ok')
  expect(await demo.getProtectedForm(104, 'owls')).toEqual({ status: 'refused' })
  const info = await demo.getSubscribeInfo()
  expect(info.status === 'ok' && info.value.formId).toBe(101)
})

test('a submission posted twice with one key is one submission, answered the same', async () => {
  const demo = client()
  const submission = { values: ticketRequest, idempotencyKey: 'int-forms-0001' }
  const first = await demo.submitForm(103, submission)
  const again = await demo.submitForm(103, submission)
  expect(first.status).toBe('accepted')
  expect(again).toEqual(first)
})

test('invalid, closed, full and unknown forms answer their outcomes', async () => {
  const demo = client()
  expect(await demo.submitForm(103, { values: { ...ticketRequest, email: 'robin' } })).toEqual({
    status: 'invalid',
    message: 'Sorry, not all fields are filled out correctly.',
    fieldErrors: { email: 'Please enter a valid email address.' },
  })
  expect(await demo.submitForm(108, { values: {} })).toMatchObject({
    status: 'refused',
    reason: 'closed',
  })
  expect(await demo.submitForm(109, { values: {} })).toMatchObject({
    status: 'refused',
    reason: 'full',
  })
  expect(await demo.submitForm(9999, { values: {} })).toEqual({ status: 'missing' })
})
