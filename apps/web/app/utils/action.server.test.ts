import { expect, test } from 'vitest'
import { z } from 'zod'

import { FORM_INCOMPLETE } from '@fieldhouse/domain/forms/form-incomplete'

import { toActionResult } from './action'
import {
  FORM_BODY_LIMIT,
  answerPost,
  checkSubmission,
  failed,
  readFormBody,
  readIntent,
} from './action.server'
import { formCheck } from './form-check'

// The action convention (docs/decisions/029): one schema reads the form; a failure answers the
// fields' messages, the form's message and what was typed, never a secret.

const Schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'E-mail is required.')
    .pipe(z.email('Please enter a valid email address.')),
  password: z.string().min(1, 'Password is required.'),
})
const FORM = formCheck(Schema, ['email', 'password'] as const)
const FIELDS = { secret: ['password'] as const }

// What every action does with a post: the one body reader, then the form's check.
const readSubmission = async (request: Request) =>
  checkSubmission(await readFormBody(request), FORM, FIELDS)

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/login', { method: 'POST', body, headers })

test('a valid form is the schema output, and its values without the secret', async () => {
  const form = new URLSearchParams({ email: '  editor@school.example ', password: 'secret' })
  const submission = await readSubmission(post(form))
  expect(submission).toEqual({
    ok: true,
    data: { email: 'editor@school.example', password: 'secret' },
    values: { email: '  editor@school.example ' },
  })
})

test("an invalid form: each field its first message, the form SPEC 5's, values kept but the secret", async () => {
  const form = new URLSearchParams({ email: 'not-an-address', password: '' })
  const submission = await readSubmission(post(form))
  expect(submission).toEqual({
    ok: false,
    result: {
      ok: false,
      fieldErrors: {
        email: 'Please enter a valid email address.',
        password: 'Password is required.',
      },
      formError: FORM_INCOMPLETE,
      values: { email: 'not-an-address' },
    },
  })
})

test('missing fields, files where text was expected and undeclared fields', async () => {
  const form = new FormData()
  form.set('password', new Blob(['x']), 'x.txt')
  form.set('admin', 'true')
  const submission = await readSubmission(post(form))
  expect(submission.ok).toBe(false)
  if (submission.ok || submission.result.ok) return
  expect(submission.result.fieldErrors).toEqual({
    email: 'E-mail is required.',
    password: 'Password is required.',
  })
  expect(submission.result.values).toEqual({})
})

test('a body that is not a form fails as incomplete, with nothing typed to keep', async () => {
  const json = await readSubmission(post('{"email":"a"}', { 'content-type': 'application/json' }))
  expect(json).toEqual({
    ok: false,
    result: { ok: false, fieldErrors: {}, formError: FORM_INCOMPLETE, values: {} },
  })
})

test('failed answers the result under its status, with headers', () => {
  const answer = failed(
    { email: 'a@b.example' },
    429,
    { formError: 'Too many' },
    { 'Retry-After': '60' },
  )
  expect(answer.init?.status).toBe(429)
  expect(new Headers(answer.init?.headers).get('Retry-After')).toBe('60')
  expect(answer.data).toEqual({
    ok: false,
    fieldErrors: {},
    formError: 'Too many',
    values: { email: 'a@b.example' },
  })
})

test('readFormBody reads a form, and answers null, never throwing, for anything else', async () => {
  const form = await readFormBody(post(new URLSearchParams({ email: 'a' })))
  expect(form?.get('email')).toBe('a')
  expect(await readFormBody(post('{"email":"a"}', { 'content-type': 'application/json' }))).toBe(
    null,
  )
  const broken = post('--x\r\nnot a part', { 'content-type': 'multipart/form-data; boundary=x' })
  expect(await readFormBody(broken)).toBe(null)
  const declaredTooLong = post(new URLSearchParams({ email: 'a' }), {
    'content-length': String(FORM_BODY_LIMIT + 1),
  })
  expect(await readFormBody(declaredTooLong)).toBe(null)
})

test('the intent field names which form of a page was posted', () => {
  const body = new FormData()
  expect(readIntent(body)).toBe(null)
  body.set('intent', 'code')
  expect(readIntent(body)).toBe('code')
  expect(readIntent(null)).toBe(null)
})

test('a failure of a named form carries its intent back; the view reads only its own', () => {
  const answer = failed({ code: 'guess' }, 403, { formError: 'No', intent: 'code' })
  expect(answer.data).toMatchObject({ ok: false, intent: 'code', values: { code: 'guess' } })
  expect(toActionResult(answer.data, 'code')).toBe(answer.data)
  expect(toActionResult(answer.data, 'answers')).toBeUndefined()
  expect(toActionResult(answer.data)).toBeUndefined()
  expect(toActionResult({ kind: 'code' })).toBeUndefined()
  expect(toActionResult(undefined)).toBeUndefined()
})

test('answerPost answers 400 with what was typed before running, and runs with the checked data', async () => {
  const body = new FormData()
  body.set('email', 'nobody')
  body.set('password', 'secret')
  const refused = await answerPost(body, FORM, async () => 'ran', FIELDS)
  expect(refused).toMatchObject({
    init: { status: 400 },
    data: { ok: false, values: { email: 'nobody' }, formError: FORM_INCOMPLETE },
  })
  body.set('email', 'editor@school.example')
  expect(await answerPost(body, FORM, async (data) => data.email, FIELDS)).toBe(
    'editor@school.example',
  )
})
