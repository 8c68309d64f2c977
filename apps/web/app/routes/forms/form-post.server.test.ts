import { beforeEach, expect, test, vi } from 'vitest'

import { buildForm } from '@fieldhouse/domain/forms/build-form'
import type {
  FormDefinition,
  FormSubmission,
  SubmitOutcome,
} from '@fieldhouse/provider-client/forms'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { provider } from '~/utils/provider.server'

import type { FormPageData } from './form-page.server'
import {
  answerFormPost,
  NOT_SENT,
  readValues,
  toFallbackKey,
  toSubmission,
} from './form-post.server'
import type { FormResult as FormActionResult } from './form-result'

const field = (overrides: Partial<FormDefinition['fields'][number]>) => ({
  id: 'x',
  type: 'text',
  title: 'X',
  required: false,
  maxLength: 0,
  maxQuantity: 0,
  isEmailField: false,
  options: [],
  conditions: [],
  defaultValue: '',
  showCurrentDate: false,
  rank: 0,
  html: '' as const,
  rules: [],
  ...overrides,
})

const definition: FormDefinition = {
  id: 102,
  title: 'Camp',
  description: '',
  payment: null,
  emailFieldId: null,
  isMultiRecipient: false,
  isSportSpecific: false,
  thankYouText: '<p>See you at camp.</p>' as SafeHtml,
  startDate: null,
  expirationDate: null,
  closedMessage: '',
  maxSubmissions: null,
  submissionCount: 0,
  customCss: null,
  access: 'public',
  messageMode: null,
  fields: [
    field({ id: 'name', title: 'Camper Name', required: true, maxLength: 50, rank: 1 }),
    field({
      id: 'session',
      type: 'radio',
      title: 'Session',
      required: true,
      rank: 2,
      options: [
        { value: 'june', label: 'June', showOtherAnswer: false },
        { value: 'other', label: 'Other', showOtherAnswer: true },
      ],
    }),
    field({
      id: 'lists',
      type: 'checkbox',
      title: 'Lists',
      rank: 3,
      options: [
        { value: 'news', label: 'News', showOtherAnswer: false },
        { value: 'tickets', label: 'Tickets', showOtherAnswer: false },
      ],
    }),
  ],
}

function pageOf(
  state: FormPageData['state'] = { kind: 'open' },
  form: FormDefinition = definition,
): FormPageData {
  const built = buildForm(form, { today: '2026-12-12' })
  if (!built.ok) throw new Error('unbuildable')
  return {
    kind: 'form',
    id: 102,
    lane: 'public',
    title: 'Camp',
    description: '',
    state,
    model: built.form,
    visible: [],
    html: {},
    payment: null,
    stylesheet: null,
  }
}

function post(values: [string, string][]) {
  const body = new URLSearchParams(values)
  return new Request('http://site.test/form/102', { method: 'POST', body })
}

async function answer(
  request: Request,
  page: FormPageData,
  submit: (submission: FormSubmission) => Promise<SubmitOutcome> = vi.fn(async () => ({
    status: 'unavailable' as const,
  })),
) {
  const result = (await answerFormPost(request, page, submit)) as unknown as {
    data: FormActionResult
    init: { status?: number; headers?: Record<string, string> } | null
  }
  return { result: result.data, status: result.init?.status ?? 200, init: result.init, submit }
}

const GOOD: [string, string][] = [
  ['name', 'Avery'],
  ['session', 'other'],
  ['session__other', 'August'],
  ['lists', 'news'],
  ['lists', 'tickets'],
  ['submission', 'a1b2c3d4e5f6'],
]

beforeEach(() => {
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
})

test('a checkbox group is read whole; the other answer goes with its field', () => {
  const page = pageOf()
  const body = new FormData()
  for (const [name, value] of GOOD) body.append(name, value)
  const values = readValues(body, page)
  expect(values.lists).toEqual(['news', 'tickets'])
  expect(
    toSubmission(page.model, {
      name: 'Avery',
      session: 'other',
      session__other: 'August',
      lists: ['news'],
    }),
  ).toEqual({
    values: { name: 'Avery', session: 'other', lists: ['news'] },
    other: { session: 'August' },
  })
})

test('a good post is sent once, with its key, and answers the thank-you text', async () => {
  const submit = vi.fn(async () => ({
    status: 'accepted' as const,
    submissionId: 9,
    receivedAt: new Date('2026-12-12T15:04:00Z'),
    thankYouText: '<p>See you at camp.</p>' as SafeHtml,
    payment: null,
  }))
  const { result, status } = await answer(post(GOOD), pageOf(), submit)
  expect(status).toBe(200)
  expect(result).toMatchObject({ ok: true, thankYouText: '<p>See you at camp.</p>' })
  expect(submit).toHaveBeenCalledTimes(1)
  expect(submit).toHaveBeenCalledWith({
    values: { name: 'Avery', session: 'other', lists: ['news', 'tickets'] },
    other: { session: 'August' },
    idempotencyKey: 'a1b2c3d4e5f6',
  })
})

test('a post that fails the check is answered 400 beside its fields and never sent', async () => {
  const { result, status, submit } = await answer(
    post([
      ['name', ''],
      ['lists', 'news'],
    ]),
    pageOf(),
  )
  expect(status).toBe(400)
  expect(result).toEqual({
    ok: false,
    formError: 'Sorry, not all fields are filled out correctly.',
    fieldErrors: { name: 'Camper Name is required.', session: 'Session is required.' },
    values: { name: '', session: '', session__other: '', lists: ['news'] },
  })
  expect(submit).not.toHaveBeenCalled()
})

test("a field's named rules are checked on the server: url and confirm in SPEC 5's words, what was typed kept", async () => {
  const waitlist: FormDefinition = {
    ...definition,
    messageMode: 'live',
    fields: [
      field({ id: 'email', title: 'Email', required: true, isEmailField: true, rank: 1 }),
      field({ id: 'email_confirm', title: 'Confirm Email', rules: ['confirm:email'], rank: 2 }),
      field({ id: 'website', title: 'Website', rules: ['url'], rank: 3 }),
      field({ id: 'seats', type: 'number', title: 'Seats', rules: ['min:1', 'max:8'], rank: 4 }),
    ],
  }
  const typed: [string, string][] = [
    ['email', 'fan@owls.example'],
    ['email_confirm', 'fan@owls.exampel'],
    ['website', 'owls dot example'],
    ['seats', '9'],
  ]
  const { result, status, submit } = await answer(post(typed), pageOf({ kind: 'open' }, waitlist))
  expect(status).toBe(400)
  expect(result).toEqual({
    ok: false,
    formError: 'Sorry, not all fields are filled out correctly.',
    fieldErrors: {
      email_confirm: 'Confirm Email does not match.',
      website: 'Please enter a valid URL.',
      seats: 'Seats must be at most 8.',
    },
    values: Object.fromEntries(typed),
  })
  expect(submit).not.toHaveBeenCalled()
  const fixed: [string, string][] = [
    ['email', 'fan@owls.example'],
    ['email_confirm', 'fan@owls.example'],
    ['website', 'https://owls.example'],
    ['seats', '2'],
  ]
  const sent = await answer(post(fixed), pageOf({ kind: 'open' }, waitlist))
  expect(sent.submit).toHaveBeenCalledWith(
    expect.objectContaining({ values: Object.fromEntries(fixed) }),
  )
})

test('a closed form refuses with its message and keeps what was typed', async () => {
  const { result, status, submit } = await answer(
    post(GOOD),
    pageOf({ kind: 'closed', message: 'Registration has closed.' }),
  )
  expect(status).toBe(409)
  expect(result).toMatchObject({ ok: false, formError: 'Registration has closed.' })
  expect(submit).not.toHaveBeenCalled()
})

test.each([
  [
    {
      status: 'invalid',
      message: 'Sorry, not all fields are filled out correctly.',
      fieldErrors: { 'other.session': 'This field is not valid.' },
    },
    400,
    { session__other: 'This field is not valid.' },
  ],
  [{ status: 'refused', reason: 'full', message: 'The camp is full.' }, 409, {}],
  [{ status: 'unavailable' }, 503, {}],
] as const)(
  'the provider answering %j is a %i that keeps every value',
  async (outcome, code, errors) => {
    const { result, status } = await answer(
      post(GOOD),
      pageOf(),
      vi.fn(async () => outcome),
    )
    expect(status).toBe(code)
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: errors,
      values: { name: 'Avery', lists: ['news', 'tickets'] },
    })
    if (code === 503) expect(result).toMatchObject({ formError: NOT_SENT })
  },
)

test('too many posts say when to try again, in words and in Retry-After', async () => {
  const { result, status, init } = await answer(
    post(GOOD),
    pageOf(),
    vi.fn(async () => ({ status: 'rate-limited' as const, retryAfterSeconds: 42 })),
  )
  expect(status).toBe(429)
  expect(init?.headers).toEqual({ 'Retry-After': '42' })
  expect(result).toMatchObject({ formError: expect.stringContaining('wait 42 seconds') })
})

test('a post without a key of its own (no JavaScript) gets one from its answers, its address and the minute', async () => {
  const accepted = vi.fn(async () => ({
    status: 'accepted' as const,
    submissionId: 9,
    receivedAt: new Date('2026-12-12T15:04:00Z'),
    thankYouText: '' as SafeHtml,
    payment: null,
  }))
  const keyless = GOOD.filter(([name]) => name !== 'submission')
  await answer(post(keyless), pageOf(), accepted)
  await answer(post(keyless), pageOf(), accepted)
  const [first, second] = accepted.mock.calls.map(
    (call) => (call as unknown as [FormSubmission])[0].idempotencyKey,
  )
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(second).toBe(first)

  const page = pageOf()
  const submission = { values: { name: 'Avery' }, other: {} }
  const at = Date.UTC(2026, 11, 12, 15, 4, 10)
  const key = toFallbackKey(page, submission, '10.0.0.1', at)
  expect(toFallbackKey(page, submission, '10.0.0.1', at + 20_000)).toBe(key)
  expect(toFallbackKey(page, submission, '10.0.0.2', at)).not.toBe(key)
  expect(
    toFallbackKey(page, { ...submission, values: { name: 'Blair' } }, '10.0.0.1', at),
  ).not.toBe(key)
  expect(toFallbackKey(page, submission, '10.0.0.1', at + 60_000)).not.toBe(key)
})
