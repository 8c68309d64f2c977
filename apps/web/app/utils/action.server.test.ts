import { expect, test } from 'vitest'
import { z } from 'zod'

import { FORM_INCOMPLETE } from './action'
import { failed, readSubmission } from './action.server'
import { formCheck } from './form-check'

// The action convention (docs/decisions/019): one schema reads the form; a failure answers the
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

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/login', { method: 'POST', body, headers })

test('a valid form is the schema output, and its values without the secret', async () => {
  const form = new URLSearchParams({ email: '  editor@school.example ', password: 'secret' })
  const submission = await readSubmission(post(form), FORM, FIELDS)
  expect(submission).toEqual({
    ok: true,
    data: { email: 'editor@school.example', password: 'secret' },
    values: { email: '  editor@school.example ' },
  })
})

test("an invalid form: each field its first message, the form SPEC 5's, values kept but the secret", async () => {
  const form = new URLSearchParams({ email: 'not-an-address', password: '' })
  const submission = await readSubmission(post(form), FORM, FIELDS)
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
  const submission = await readSubmission(post(form), FORM, FIELDS)
  expect(submission.ok).toBe(false)
  if (submission.ok || submission.result.ok) return
  expect(submission.result.fieldErrors).toEqual({
    email: 'E-mail is required.',
    password: 'Password is required.',
  })
  expect(submission.result.values).toEqual({})
})

test('a body that is not a form fails as incomplete, with nothing typed to keep', async () => {
  const json = await readSubmission(
    post('{"email":"a"}', { 'content-type': 'application/json' }),
    FORM,
    FIELDS,
  )
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
