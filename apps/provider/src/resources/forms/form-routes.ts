import { createHash } from 'node:crypto'
import {
  FORM_BODY_MAX_BYTES,
  FORM_INCOMPLETE_MESSAGE,
  FormSubmissionRequestSchema,
  IDEMPOTENCY_KEY_PATTERN,
  type FormSubmissionAccepted,
  type FormSubmissionInvalid,
  type FormSubmissionRefused,
  type SportFormResource,
  type SubscribeInfo,
} from '@fieldhouse/contract/forms'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { formSubmissions } from '../../db/schema-forms'
import { ApiError } from '../../errors'
import { getClientAddress } from '../../http/client-address'
import { jsonOr204 } from '../../http/json-or-204'
import { parsePathId, parseQueryId } from '../../http/query'
import { requireAccessCode } from '../sport-files/access-code'
import {
  countSubmissions,
  findForm,
  findSubmissionByKey,
  findSubscribeForm,
  formStatusAt,
  isFull,
  listSportForms,
  tenantLocalNow,
  type FormAccess,
  type StoredForm,
} from './form-queries'
import { toFormResource } from './form-resource'
import { checkSubmission, type ValidSubmission } from './form-validation'
import { createRateLimiter, type RateLimiter } from './rate-limiter'

// Forms (own design, packages/contract/README.md; SPEC 3-5). GET /Forms/{id} (a published
// public form), /Hidden/Forms/{id} (any form; app.ts requires a signed-in editor),
// /Protected/Forms/{id} (a protected form with its X-Access-Code, access-code.ts) and POST
// .../submissions on each. A submission is refused while the form is pending, closed or full
// (409), checked field by field (400 with SPEC 5's messages), limited per client address
// (429 with Retry-After), and stored in one synchronous transaction before the 201, so a 201
// is committed. An Idempotency-Key makes a repeat of the same post one stored row, answered
// the same. GET /Forms/subscribe/info is evidenced (schemas/v2/forms/subscribeInfoSchema.json).

const ACCESS: Record<'public' | 'hidden' | 'protected', readonly FormAccess[]> = {
  public: ['public'],
  hidden: ['public', 'hidden', 'protected'],
  protected: ['protected'],
}
type Lane = keyof typeof ACCESS

const PRIVATE = 'private, no-store'

function loadForm(c: Context<AppEnv>, lane: Lane): StoredForm | null {
  const id = parsePathId(c.req.param('id'))
  const stored = findForm(c.var.db, c.var.tenant.id, id, ACCESS[lane])
  // A protected form's code is checked before anything says whether the form exists.
  if (lane === 'protected') requireAccessCode(c, stored?.form.accessCodeHash, 'form')
  return stored
}

function answerForm(c: Context<AppEnv>, lane: Lane) {
  const stored = loadForm(c, lane)
  if (lane !== 'public') c.header('Cache-Control', PRIVATE)
  return jsonOr204(c, stored && toFormResource(stored))
}

async function readBody(c: Context<AppEnv>): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > FORM_BODY_MAX_BYTES) throw new ApiError(413, 'Request body too large')
  const text = await c.req.text()
  if (Buffer.byteLength(text, 'utf8') > FORM_BODY_MAX_BYTES) {
    throw new ApiError(413, 'Request body too large')
  }
  return text
}

function parseRequest(text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'Malformed JSON body')
  }
  const parsed = FormSubmissionRequestSchema.safeParse(json)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? ''
    throw new ApiError(400, `Malformed submission${path ? ` at ${path.slice(0, 60)}` : ''}`)
  }
  return parsed.data
}

function refusal(stored: StoredForm, localNow: string): FormSubmissionRefused | null {
  const { form } = stored
  const status = formStatusAt(form, localNow)
  if (status === 'pending') return { reason: 'pending', message: 'This form is not open yet.' }
  if (status === 'closed') {
    return { reason: 'closed', message: form.closedMessage || 'This form is closed.' }
  }
  if (isFull(form, stored.submissionCount)) {
    return {
      reason: 'full',
      message: form.closedMessage || 'This form has reached its maximum number of submissions.',
    }
  }
  return null
}

function toAccepted(
  id: number,
  stored: StoredForm,
  submission: ValidSubmission,
  receivedAt: string,
): FormSubmissionAccepted {
  const { payment } = submission
  return {
    submissionId: id,
    formId: stored.form.id,
    receivedAt,
    thankYouText: stored.form.thankYouText,
    payment: payment && {
      quantity: payment.quantity,
      amount: payment.amountCents / 100,
      couponApplied: payment.couponCode !== null,
      discount: payment.discountCents / 100,
      total: payment.totalCents / 100,
    },
  }
}

async function submit(c: Context<AppEnv>, lane: Lane, limiter: RateLimiter) {
  c.header('Cache-Control', 'no-store')
  const stored = loadForm(c, lane)
  if (!stored) throw new ApiError(404, 'Not found')
  const key = c.req.header('idempotency-key')
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 64 letters, digits, - or _')
  }
  const text = await readBody(c)
  const request = parseRequest(text)
  const requestHash = createHash('sha256').update(text, 'utf8').digest('hex')
  const { db } = c.var
  const tenantId = c.var.tenant.id
  const formId = stored.form.id

  const replay = key ? findSubmissionByKey(db, tenantId, formId, key) : undefined
  if (replay) {
    if (replay.requestHash !== requestHash) {
      throw new ApiError(422, 'This Idempotency-Key was used for another submission')
    }
    c.header('Idempotent-Replayed', 'true')
    return c.json(replay.response as FormSubmissionAccepted, 201)
  }

  const now = c.var.now()
  const wait = limiter.take(`${tenantId}:${formId}:${getClientAddress(c)}`, now.getTime())
  if (wait !== null) {
    c.header('Retry-After', String(wait))
    throw new ApiError(429, 'Too many submissions: please wait a minute and try again')
  }
  const refused = refusal(stored, tenantLocalNow(db, tenantId, now))
  if (refused) return c.json(refused, 409)

  const check = checkSubmission(stored.form, stored.fields, request)
  if (check.kind === 'malformed') throw new ApiError(400, check.message)
  if (check.kind === 'invalid') {
    const body: FormSubmissionInvalid = {
      message: FORM_INCOMPLETE_MESSAGE,
      fieldErrors: check.fieldErrors,
    }
    return c.json(body, 400)
  }

  // One synchronous transaction: nothing runs between the maximum's count and the insert.
  const { submission } = check
  const receivedAt = now.toISOString()
  // (better-sqlite3 runs it on the one connection, so the reads inside see the transaction.)
  const outcome = db.transaction(() => {
    if (isFull(stored.form, countSubmissions(db, tenantId, formId))) return null
    const row = db
      .insert(formSubmissions)
      .values({
        tenantId,
        formId,
        idempotencyKey: key ?? null,
        requestHash,
        values: submission.values,
        other: submission.other,
        email: submission.email,
        quantity: submission.payment?.quantity ?? null,
        couponCode: submission.payment?.couponCode ?? null,
        totalCents: submission.payment?.totalCents ?? null,
        receivedAt,
        response: {},
      })
      .returning({ id: formSubmissions.id })
      .get()
    const accepted = toAccepted(row.id, stored, submission, receivedAt)
    db.update(formSubmissions)
      .set({ response: accepted })
      .where(eq(formSubmissions.id, row.id))
      .run()
    return accepted
  })
  if (!outcome) {
    const full = refusal({ ...stored, submissionCount: Number.MAX_SAFE_INTEGER }, '')
    return c.json(full, 409)
  }
  c.var.logger.info({ formId, submissionId: outcome.submissionId }, 'form submission stored')
  return c.json(outcome, 201)
}

function subscribeInfo(c: Context<AppEnv>): SubscribeInfo {
  const stored = findSubscribeForm(c.var.db, c.var.tenant.id)
  const lists = stored?.fields.find((field) => field.key === 'lists')?.options ?? []
  return {
    title: stored?.form.title ?? null,
    description: stored?.form.description ?? null,
    hideCompanyField: true,
    emailWhitelistNote:
      'To make sure our e-mails reach you, add our address to your contacts or safe senders.',
    categories: lists.map((option, index) => ({ id: index + 1, title: option.label })),
    formId: stored?.form.id ?? null,
  }
}

export function createFormRoutes(limiter: RateLimiter = createRateLimiter()) {
  return new Hono<AppEnv>()
    .get('/forms', (c) => {
      const sportId = parseQueryId(c, 'sportId')
      if (sportId === undefined) throw new ApiError(400, 'Query parameter sportId is required')
      const tenantId = c.var.tenant.id
      const localNow = tenantLocalNow(c.var.db, tenantId, c.var.now())
      const body: SportFormResource[] = listSportForms(c.var.db, tenantId, sportId, localNow).map(
        (form) => ({
          id: form.id,
          title: form.title,
          sportIds: form.sportIds,
          startDate: form.startDate,
          expirationDate: form.expirationDate,
        }),
      )
      return c.json(body)
    })
    .get('/forms/subscribe/info', (c) => c.json(subscribeInfo(c)))
    .get('/forms/:id', (c) => answerForm(c, 'public'))
    .get('/hidden/forms/:id', (c) => answerForm(c, 'hidden'))
    .get('/protected/forms/:id', (c) => answerForm(c, 'protected'))
    .post('/forms/:id/submissions', (c) => submit(c, 'public', limiter))
    .post('/hidden/forms/:id/submissions', (c) => submit(c, 'hidden', limiter))
    .post('/protected/forms/:id/submissions', (c) => submit(c, 'protected', limiter))
}
