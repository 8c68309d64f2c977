import {
  FORM_FIELD_TYPES,
  FormResourceSchema,
  FormSubmissionAcceptedSchema,
  FormSubmissionInvalidSchema,
  FormSubmissionRefusedSchema,
  SportFormsResponseSchema,
  SubscribeInfoSchema,
} from '@fieldhouse/contract/forms'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { formSubmissions } from '../../db/schema-forms'
import { CAMP_COUPON_CODE, FORM_ACCESS_CODES, FORM_IDS } from '../../seed/forms/form-kit'
import { makeTestApp } from '../../test-support/make-test-app'
import { bearer, postJson, signInAsEditor } from '../../test-support/staff-session'
import { setSubscribeForm } from './form-queries'

// Mid-day on the tests' seed clock (2026-12-12), so the seeded forms' windows read as seeded.
const provider = makeTestApp({ now: () => new Date('2026-12-12T17:00:00Z') })
afterAll(() => provider.close())

let address = 0
// Each post from its own client address unless one is given, so the rate limit is tested alone.
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  address += 1
  return postJson(provider.app, `/api/v2${path}`, body, {
    headers: { 'x-forwarded-for': `10.0.0.${address}`, ...headers },
  })
}

const stored = (formId: number) =>
  provider.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.tenantId, 1), eq(formSubmissions.formId, formId)))
    .all()

const validTicketRequest = {
  values: {
    contactName: 'Dana Park',
    email: 'dana@example.com',
    phone: '555-0100',
    game: 'football-home-opener',
    seats: '24',
    seating: 'reserved',
    requestDate: '2026-12-12',
  },
}

test('a form definition carries SPEC 3 fields; 204 unknown, 404 malformed, hidden and protected not public', async () => {
  const form = FormResourceSchema.parse(await provider.getJson(`/api/v2/Forms/${FORM_IDS.camp}`))
  expect(form).toMatchObject({
    paymentEnabled: true,
    paymentAmount: 149.5,
    couponAmount: 25,
    couponsAvailable: true,
    paymentQuantityField: 'campers',
    isFull: false,
  })
  expect(JSON.stringify(form)).not.toContain(CAMP_COUPON_CODE)
  expect(form.fields.map((f) => f.type)).toEqual(
    expect.arrayContaining(['text', 'date', 'number', 'select', 'radio', 'textarea', 'hidden']),
  )
  expect((await provider.get('/api/v2/Forms/9999')).status).toBe(204)
  expect((await provider.get('/api/v2/Forms/abc')).status).toBe(404)
  expect((await provider.get(`/api/v2/Forms/${FORM_IDS.hidden}`)).status).toBe(204)
  expect((await provider.get(`/api/v2/Forms/${FORM_IDS.boosters}`)).status).toBe(204)
  const unknown = FormResourceSchema.parse(
    await provider.getJson(`/api/v2/Forms/${FORM_IDS.unknownType}`),
  )
  expect(unknown.fields.map((f) => f.type)).toContain('signature')
})

test('a sport’s forms: its camp and the recruiting questionnaire, open ones only, per tenant', async () => {
  const ids = async (query: string, tenant = 'demo') =>
    SportFormsResponseSchema.parse(
      await provider.getJson(`/api/v2/Forms?${query}`, { tenant }),
    ).map((form) => form.id)
  // Demo sport 11 is men's basketball, 10 football; lakeside's basketball is 200.
  expect(await ids('sportId=11')).toEqual([FORM_IDS.camp, FORM_IDS.recruiting])
  expect(await ids('sportId=10')).toEqual([FORM_IDS.recruiting])
  expect(await ids('sportId=200', 'lakeside')).toEqual([FORM_IDS.camp, FORM_IDS.recruiting])
  expect(await ids('sportId=200')).toEqual([])
  expect((await provider.get('/api/v2/Forms')).status).toBe(400)
  expect((await provider.get('/api/v2/Forms?sportId=x')).status).toBe(400)
})

test('the demo forms use every field type, both operators, other answers and every rule', async () => {
  const token = await signInAsEditor(provider.app)
  const all = await Promise.all(
    Object.values(FORM_IDS).map(async (id) => {
      return FormResourceSchema.parse(
        await provider.getJson(`/api/v2/Hidden/Forms/${id}`, { headers: bearer(token) }),
      )
    }),
  )
  const fields = all.flatMap((form) => form.fields)
  const types = new Set(fields.map((f) => f.type))
  for (const type of FORM_FIELD_TYPES) expect(types).toContain(type)
  const operators = new Set(fields.flatMap((f) => f.conditions ?? []).map((c) => c.operator))
  expect([...operators].sort()).toEqual(['Is', 'Is Not'])
  expect(fields.some((f) => f.options?.some((o) => o.showOtherAnswer))).toBe(true)
  expect(fields.some((f) => f.type === 'radio' && (f.options?.length ?? 0) >= 5)).toBe(true)
  expect(fields.some((f) => f.type === 'date' && f.showCurrentDate)).toBe(true)
  expect(fields.some((f) => f.type === '-' && f.html)).toBe(true)
  expect(fields.some((f) => f.type === '-' && !f.html)).toBe(true)
  expect(fields.some((f) => (f.maxLength ?? 0) > 0)).toBe(true)
  expect(fields.some((f) => (f.maxQuantity ?? 0) > 0)).toBe(true)
  expect(fields.some((f) => f.isEmailField)).toBe(true)
  // SPEC 5's named rules and SPEC 4's live mode, served as stored (the waitlist shows them).
  const rules = new Set(fields.flatMap((f) => f.rules ?? []).map((rule) => rule.split(':')[0]))
  for (const rule of ['url', 'confirm', 'between', 'min', 'max', 'accepted', 'date_after']) {
    expect(rules).toContain(rule)
  }
  expect(all.find((f) => f.id === FORM_IDS.waitlist)?.messageMode).toBe('live')
  expect(all.find((f) => f.id === FORM_IDS.camp)?.messageMode).toBeNull()
  expect(all.find((f) => f.id === FORM_IDS.full)).toMatchObject({
    isFull: true,
    submissionCount: 3,
  })
})

test('protected forms need their code; hidden ones a signed-in editor', async () => {
  const path = `/api/v2/Protected/Forms/${FORM_IDS.boosters}`
  expect((await provider.get(path)).status).toBe(403)
  expect((await provider.get(path, { headers: { 'x-access-code': 'guess' } })).status).toBe(403)
  const code = { 'x-access-code': FORM_ACCESS_CODES.demo ?? '' }
  const answer = await provider.get(path, { headers: code })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  // An unknown protected form refuses the right code of another as a wrong one.
  expect((await provider.get('/api/v2/Protected/Forms/9999', { headers: code })).status).toBe(403)
  expect((await provider.get(`/api/v2/Hidden/Forms/${FORM_IDS.hidden}`)).status).toBe(401)
  const joined = await post(
    `/Protected/Forms/${FORM_IDS.boosters}/submissions`,
    { values: { memberName: 'Lee Ames', email: 'lee@example.com', membership: 'family' } },
    code,
  )
  expect(joined.status).toBe(201)
  expect(FormSubmissionAcceptedSchema.parse(await joined.json()).payment?.total).toBe(100)
})

test('a valid submission is stored exactly once and answered with its thank-you text', async () => {
  const before = stored(FORM_IDS.tickets).length
  const response = await post(`/Forms/${FORM_IDS.tickets}/submissions`, validTicketRequest)
  expect(response.status).toBe(201)
  const accepted = FormSubmissionAcceptedSchema.parse(await response.json())
  expect(accepted.thankYouText).toContain('ticket office')
  const rows = stored(FORM_IDS.tickets)
  expect(rows).toHaveLength(before + 1)
  expect(rows.at(-1)).toMatchObject({ id: accepted.submissionId, email: 'dana@example.com' })
})

test('an invalid submission: 400 with SPEC 5 messages per field, nothing stored', async () => {
  const before = stored(FORM_IDS.camp).length
  const response = await post(`/Forms/${FORM_IDS.camp}/submissions`, {
    values: {
      camperName: 'x'.repeat(51),
      parentEmail: 'not-an-address',
      campers: 'two',
      shirtSize: 'giant',
      session: 'other',
      allergies: 'yes',
      birthDate: '2015-02-30',
    },
  })
  expect(response.status).toBe(400)
  const body = FormSubmissionInvalidSchema.parse(await response.json())
  expect(body.message).toBe('Sorry, not all fields are filled out correctly.')
  expect(body.fieldErrors).toEqual({
    camperName: 'Camper Name must be at most 50 characters.',
    parentEmail: 'Please enter a valid email address.',
    // The payment's quantity field: the site's words for it (domain validate-form.ts).
    campers: 'Number of Campers must be a whole number from 1 to 4.',
    shirtSize: 'This field is not valid.',
    allergyDetails: 'Allergy Details is required.',
    birthDate: 'Date of Birth must be a date written as YYYY-MM-DD.',
  })
  expect(stored(FORM_IDS.camp)).toHaveLength(before)
})

test('payment: amount x quantity - coupon; a wrong coupon or too many is a field error', async () => {
  const values = {
    camperName: 'Sam Ortiz',
    birthDate: '2015-04-02',
    parentEmail: 'ortiz@example.com',
    campers: '2',
    shirtSize: 'youth-m',
    session: 'other',
    allergies: 'no',
  }
  const ok = await post(`/Forms/${FORM_IDS.camp}/submissions`, {
    values,
    other: { session: 'August, if offered' },
    coupon: CAMP_COUPON_CODE.toLowerCase(),
  })
  expect(ok.status).toBe(201)
  expect(FormSubmissionAcceptedSchema.parse(await ok.json()).payment).toEqual({
    quantity: 2,
    amount: 149.5,
    couponApplied: true,
    discount: 25,
    total: 274,
  })
  expect(stored(FORM_IDS.camp).at(-1)).toMatchObject({
    totalCents: 27400,
    other: { session: 'August, if offered' },
    values: { source: 'website' },
  })
  const wrong = await post(`/Forms/${FORM_IDS.camp}/submissions`, {
    values: { ...values, campers: '5' },
    coupon: 'FREE',
  })
  expect(wrong.status).toBe(400)
  expect(FormSubmissionInvalidSchema.parse(await wrong.json()).fieldErrors).toEqual({
    campers: 'Number of Campers must be a whole number from 1 to 4.',
    coupon: 'This field is not valid.',
  })
})

test('a number over maxQuantity and a length counted in code points', async () => {
  const response = await post(`/Forms/${FORM_IDS.tickets}/submissions`, {
    values: { ...validTicketRequest.values, seats: '101', phone: '☎'.repeat(20) },
  })
  expect(FormSubmissionInvalidSchema.parse(await response.json()).fieldErrors).toEqual({
    seats: 'Seats must be at most 100.',
  })
})

test('conditions: a field hidden by Is / Is Not is neither required nor kept', async () => {
  const response = await post(`/Forms/${FORM_IDS.feedback}/submissions`, {
    values: { rating: '5', visitDate: '2026-12-12', email: 'ignored' },
  })
  expect(response.status).toBe(201)
  expect(stored(FORM_IDS.feedback).at(-1)?.values).toEqual({ rating: '5', visitDate: '2026-12-12' })
  const asked = await post(`/Forms/${FORM_IDS.feedback}/submissions`, {
    values: {
      rating: '4',
      visitDate: '2026-12-12',
      contactMe: ['yes-contact-me-about-my-feedback'],
    },
  })
  expect(FormSubmissionInvalidSchema.parse(await asked.json()).fieldErrors).toEqual({
    email: 'Email is required.',
  })
})

test('pending, closed and full forms refuse with 409 and a reason; nothing stored', async () => {
  const cases = [
    [FORM_IDS.pending, 'pending', 'This form is not open yet.'],
    [
      FORM_IDS.closed,
      'closed',
      'The ticket lottery has closed. Winners have been notified by e-mail.',
    ],
    [FORM_IDS.full, 'full', 'All banner spots are taken.'],
  ] as const
  for (const [id, reason, message] of cases) {
    const before = stored(id).length
    const response = await post(`/Forms/${id}/submissions`, { values: {} })
    expect(response.status).toBe(409)
    expect(FormSubmissionRefusedSchema.parse(await response.json())).toEqual({ reason, message })
    expect(stored(id)).toHaveLength(before)
  }
})

test('a duplicate post with one Idempotency-Key is stored once and answered the same', async () => {
  const headers = { 'idempotency-key': 'dup-key-0001', 'x-forwarded-for': '10.9.9.9' }
  const before = stored(FORM_IDS.tickets).length
  const [first, second] = await Promise.all([
    post(`/Forms/${FORM_IDS.tickets}/submissions`, validTicketRequest, headers),
    post(`/Forms/${FORM_IDS.tickets}/submissions`, validTicketRequest, headers),
  ])
  expect([first?.status, second?.status]).toEqual([201, 201])
  expect(await first?.json()).toEqual(await second?.json())
  expect(stored(FORM_IDS.tickets)).toHaveLength(before + 1)
  const other = await post(
    `/Forms/${FORM_IDS.tickets}/submissions`,
    { values: { ...validTicketRequest.values, seats: '30' } },
    headers,
  )
  expect(other.status).toBe(422)
  const badKey = await post(`/Forms/${FORM_IDS.tickets}/submissions`, validTicketRequest, {
    'idempotency-key': 'no spaces!',
  })
  expect(badKey.status).toBe(400)
})

test('rate limit: 5 posts a minute per form and client address, then 429 with Retry-After', async () => {
  const headers = { 'x-forwarded-for': '192.0.2.7' }
  const statuses = []
  for (let n = 0; n < 6; n += 1) {
    statuses.push(
      (await post(`/Forms/${FORM_IDS.media}/submissions`, { values: {} }, headers)).status,
    )
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  const limited = await post(`/Forms/${FORM_IDS.media}/submissions`, { values: {} }, headers)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another address, or another form, is not limited.
  const elsewhere = await post(`/Forms/${FORM_IDS.feedback}/submissions`, { values: {} }, headers)
  expect(elsewhere.status).toBe(400)
})

test('bad input: malformed JSON, oversize, extra fields, wrong types, unknown ids; never a 500', async () => {
  const path = `/Forms/${FORM_IDS.tickets}/submissions`
  const before = stored(FORM_IDS.tickets).length
  expect((await post(path, '{"values":')).status).toBe(400)
  expect((await post(path, { values: { contactName: 'x'.repeat(70_000) } })).status).toBe(413)
  expect(
    (await post(path, { values: { ...validTicketRequest.values, admin: 'yes' } })).status,
  ).toBe(400)
  expect((await post(path, { ...validTicketRequest, extra: 1 })).status).toBe(400)
  expect((await post(path, { values: { seats: 24 } })).status).toBe(400)
  expect((await post(path, { ...validTicketRequest, quantity: 2 })).status).toBe(400)
  expect((await post(path, [1, 2])).status).toBe(400)
  expect((await post('/Forms/9999/submissions', validTicketRequest)).status).toBe(404)
  expect((await post('/Forms/abc/submissions', validTicketRequest)).status).toBe(404)
  expect((await post(`/Forms/${FORM_IDS.hidden}/submissions`, validTicketRequest)).status).toBe(404)
  const script = await post(path, {
    values: { ...validTicketRequest.values, contactName: '<script>alert(1)</script>' },
  })
  expect(script.status).toBe(201)
  expect(stored(FORM_IDS.tickets)).toHaveLength(before + 1)
})

test('GET /Forms/subscribe/info answers the evidenced shape and names the newsletter form', async () => {
  const info = SubscribeInfoSchema.parse(await provider.getJson('/api/v2/Forms/subscribe/info'))
  expect(info.formId).toBe(FORM_IDS.newsletter)
  expect(info.categories.map((c) => c.title)).toContain('Department News')
})

test('the sign-up form is the site setting: another public form when set so, none when unset', async () => {
  const info = async () =>
    SubscribeInfoSchema.parse(await provider.getJson('/api/v2/Forms/subscribe/info'))
  setSubscribeForm(provider.db, 1, FORM_IDS.feedback)
  expect(await info()).toMatchObject({ formId: FORM_IDS.feedback, categories: [] })
  // A form the public cannot see is no sign-up form.
  setSubscribeForm(provider.db, 1, FORM_IDS.hidden)
  expect(await info()).toMatchObject({ formId: null, title: null })
  provider.db.run(sql`delete from settings where tenant_id = 1 and key = 'subscribeForm'`)
  expect(await info()).toMatchObject({ formId: null, title: null })
  setSubscribeForm(provider.db, 1, FORM_IDS.newsletter)
  expect((await info()).formId).toBe(FORM_IDS.newsletter)
})
