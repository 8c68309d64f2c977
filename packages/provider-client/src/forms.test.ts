import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { createTestClient, pathAndQuery } from './test-client'

const wireForm = {
  id: 102,
  title: 'Owls Youth Basketball Camp',
  description: '<p>Four days.</p><script>alert(1)</script>',
  paymentEnabled: true,
  couponAmount: 25,
  couponsAvailable: true,
  paymentFormType: 'registration',
  paymentAmount: 149.5,
  paymentMaxQuantity: 4,
  paymentQuantityField: 'campers',
  emailField: 'parentEmail',
  isMultiRecipient: false,
  isSportSpecific: true,
  thankYouText: '<p>Thanks.</p>',
  startDate: '2026-10-13T00:00:00',
  expirationDate: null,
  closedMessage: '',
  maxSubmissions: 200,
  submissionCount: 3,
  isFull: false,
  customCss: null,
  access: 'public',
  fields: [
    {
      id: 'session',
      type: 'radio',
      title: 'Session',
      required: true,
      maxLength: null,
      maxQuantity: null,
      isEmailField: false,
      options: [{ value: 'other', label: 'Other', showOtherAnswer: true }],
      conditions: [{ fieldId: 'allergies', operator: 'Is Not', value: 'no' }],
      defaultValue: null,
      showCurrentDate: false,
      rank: 10,
      html: null,
    },
    { id: 'sig', type: 'signature', title: 'Signature', required: true, rank: 20 },
  ],
}

test('getForm maps the definition onto the domain shape: money, dates in the zone, safe HTML', async () => {
  const { client, requests } = createTestClient(() => jsonResponse(wireForm))
  const loaded = await client.getForm(102)
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Forms/102')
  expect(loaded.status).toBe('ok')
  if (loaded.status !== 'ok') return
  const form = loaded.value
  expect(form.description).toBe('<p>Four days.</p>')
  // Midnight in America/Chicago (CDT in October) is 05:00 UTC.
  expect(form.startDate?.toISOString()).toBe('2026-10-13T05:00:00.000Z')
  expect(form.expirationDate).toBeNull()
  expect(form.payment).toEqual({
    enabled: true,
    formType: 'registration',
    amount: 149.5,
    maxQuantity: 4,
    quantityFieldId: 'campers',
    couponAmount: 25,
    couponsAvailable: true,
  })
  expect(form.emailFieldId).toBe('parentEmail')
  expect(form.fields[0]).toMatchObject({
    maxLength: 0,
    defaultValue: '',
    html: '',
    options: [{ value: 'other', label: 'Other', showOtherAnswer: true }],
    conditions: [{ fieldId: 'allergies', operator: 'Is Not', value: 'no' }],
  })
  // An unknown type reaches the site, which fails the form (SPEC 5).
  expect(form.fields[1]).toMatchObject({ type: 'signature', options: [], conditions: [] })
})

test('a definition that cannot be read is unavailable; 204 and 404 are missing', async () => {
  const broken = createTestClient(() => jsonResponse({ ...wireForm, startDate: 'soon' }))
  expect(await broken.client.getForm(102)).toEqual({ status: 'unavailable' })
  const none = createTestClient(() => emptyResponse(204))
  expect(await none.client.getForm(9)).toEqual({ status: 'missing' })
  expect(await none.client.getForm(-1)).toEqual({ status: 'missing' })
})

test('hidden and protected forms: the token or the code is sent, and never cached', async () => {
  const { client, requests } = createTestClient((request) =>
    request.headers.get('x-access-code') === 'owls-boosters-2026' ||
    request.headers.get('authorization') === 'Bearer tok'
      ? jsonResponse(wireForm)
      : request.url.pathname.startsWith('/api/v2/Hidden')
        ? jsonResponse({ message: 'Sign-in required' }, 401)
        : jsonResponse(
            { error: { status: 403, message: 'Wrong access code', requestId: 'r' } },
            403,
          ),
  )
  expect((await client.getProtectedForm(104, 'owls-boosters-2026')).status).toBe('ok')
  expect((await client.getProtectedForm(104, 'owls-boosters-2026')).status).toBe('ok')
  expect(await client.getProtectedForm(104, 'wrong')).toEqual({ status: 'refused' })
  expect(await client.getProtectedForm(104, '  ')).toEqual({ status: 'refused' })
  expect((await client.getHiddenForm(110, 'tok')).status).toBe('ok')
  expect(await client.getHiddenForm(110, 'old')).toEqual({ status: 'signed-out' })
  expect(requests.map(pathAndQuery)).toEqual([
    '/api/v2/Protected/Forms/104',
    '/api/v2/Protected/Forms/104',
    '/api/v2/Protected/Forms/104',
    '/api/v2/Hidden/Forms/110',
    '/api/v2/Hidden/Forms/110',
  ])
})

test('submitForm posts once with the Idempotency-Key and answers accepted with the total', async () => {
  const { client, requests } = createTestClient(() =>
    jsonResponse(
      {
        submissionId: 7,
        formId: 102,
        receivedAt: '2026-12-12T17:00:00.000Z',
        thankYouText: '<p>Thanks.</p>',
        payment: { quantity: 2, amount: 149.5, couponApplied: true, discount: 25, total: 274 },
      },
      201,
    ),
  )
  const outcome = await client.submitForm(102, {
    values: { campers: '2', session: 'other' },
    other: { session: 'August' },
    coupon: 'CAMP25',
    idempotencyKey: 'form-102-abcdef',
  })
  expect(outcome).toEqual({
    status: 'accepted',
    submissionId: 7,
    receivedAt: new Date('2026-12-12T17:00:00.000Z'),
    thankYouText: '<p>Thanks.</p>',
    payment: { quantity: 2, amount: 149.5, couponApplied: true, discount: 25, total: 274 },
  })
  expect(requests).toHaveLength(1)
  expect(requests[0]?.method).toBe('POST')
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Forms/102/submissions')
  expect(requests[0]?.headers.get('idempotency-key')).toBe('form-102-abcdef')
  expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
    values: { campers: '2', session: 'other' },
    other: { session: 'August' },
    coupon: 'CAMP25',
  })
})

test.each([
  [
    jsonResponse(
      {
        message: 'Sorry, not all fields are filled out correctly.',
        fieldErrors: { email: 'Email is required.' },
      },
      400,
    ),
    {
      status: 'invalid',
      message: 'Sorry, not all fields are filled out correctly.',
      fieldErrors: { email: 'Email is required.' },
    },
  ],
  [
    jsonResponse({ reason: 'closed', message: 'The lottery has closed.' }, 409),
    { status: 'refused', reason: 'closed', message: 'The lottery has closed.' },
  ],
  [
    jsonResponse({ error: { status: 429, message: 'Too many', requestId: 'r' } }, 429, {
      'retry-after': '42',
    }),
    { status: 'rate-limited', retryAfterSeconds: 42 },
  ],
  [
    jsonResponse({ error: { status: 400, message: 'Unknown field: x', requestId: 'r' } }, 400),
    { status: 'unavailable' },
  ],
  [emptyResponse(404), { status: 'missing' }],
  [
    jsonResponse({ error: { status: 503, message: 'x', requestId: 'r' } }, 503),
    { status: 'unavailable' },
  ],
  [
    jsonResponse({ error: { status: 500, message: 'x', requestId: 'r' } }, 500),
    { status: 'unavailable' },
  ],
])(
  'a %# answer is its outcome, from one request (a POST is never retried)',
  async (response, expected) => {
    const { client, requests } = createTestClient(() => response.clone())
    expect(await client.submitForm(103, { values: {} })).toEqual(expected)
    expect(requests).toHaveLength(1)
  },
)

test('a network failure is unavailable after one attempt; a bad code or key is never sent', async () => {
  const { client, requests } = createTestClient(() => {
    throw new TypeError('fetch failed')
  })
  expect(await client.submitForm(103, { values: {} })).toEqual({ status: 'unavailable' })
  expect(requests).toHaveLength(1)
  expect(await client.submitProtectedForm(104, { values: {} }, '')).toEqual({
    status: 'code-refused',
  })
  expect(await client.submitForm(103, { values: {}, idempotencyKey: 'bad key' })).toEqual({
    status: 'unavailable',
  })
  expect(requests).toHaveLength(1)
})

test('getSubscribeInfo reads the evidenced shape and the form it names, as sent', async () => {
  const info = {
    title: 'Newsletter',
    description: '<p>News</p>',
    hideCompanyField: true,
    emailWhitelistNote: 'Add us.',
    categories: [{ id: 1, title: 'Department News' }],
    formId: 101,
  }
  const { client } = createTestClient(() => jsonResponse(info))
  expect(await client.getSubscribeInfo()).toEqual({ status: 'ok', value: info })
})

test('loadSportForms asks for the sport’s forms and keeps their ids and titles', async () => {
  const { client, requests } = createTestClient(() =>
    jsonResponse([
      { id: 102, title: 'Youth Basketball Camp', sportIds: [11, 12], startDate: null },
      {
        id: 113,
        title: 'Recruiting Questionnaire',
        sportIds: [10, 11],
        startDate: '2025-12-12T00:00:00',
        expirationDate: null,
      },
    ]),
  )
  expect(await client.loadSportForms(11)).toEqual({
    status: 'ok',
    value: [
      { id: 102, title: 'Youth Basketball Camp' },
      { id: 113, title: 'Recruiting Questionnaire' },
    ],
  })
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Forms?sportId=11')
})

test('loadSportForms on garbage or a failure is unavailable', async () => {
  const garbage = createTestClient(() => jsonResponse([{ id: 'x' }]))
  expect(await garbage.client.loadSportForms(11)).toEqual({ status: 'unavailable' })
  const failing = createTestClient(() => emptyResponse(500))
  expect(await failing.client.loadSportForms(11)).toEqual({ status: 'unavailable' })
})
