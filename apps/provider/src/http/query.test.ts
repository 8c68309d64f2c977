import { Hono } from 'hono'
import { expect, test } from 'vitest'
import type { AppEnv } from '../app-env'
import { handleError } from '../errors'
import { parsePathId, parseQueryId, parseQueryIdList, toId } from './query'

test.each([
  ['0', 0],
  ['42', 42],
  ['007', 7],
  ['999999999', 999999999],
  ['1000000000', null],
  ['', null],
  ['-1', null],
  ['1.5', null],
  ['1e3', null],
  [' 1', null],
  ['a', null],
])('toId(%j) is %j', (value, expected) => {
  expect(toId(value)).toBe(expected)
})

const app = new Hono<AppEnv>()
  .get('/path/:id', (c) => c.json({ id: parsePathId(c.req.param('id')) }))
  .get('/query', (c) => c.json({ id: parseQueryId(c, 'sportId') ?? null }))
  .get('/list', (c) => c.json({ ids: parseQueryIdList(c, 'adIds', 3) }))
  .onError(handleError)

test.each([
  ['/path/12', 200, { id: 12 }],
  ['/path/a', 404, { error: { message: 'Not found' } }],
  ['/query?SPORTID=5', 200, { id: 5 }],
  ['/query?sportId=', 200, { id: null }],
  ['/query', 200, { id: null }],
  ['/query?sportId=x', 400, { error: { message: 'Query parameter sportId must be a number' } }],
  ['/list?adIds=1,%202,1', 200, { ids: [1, 2, 1] }],
  [
    '/list?adIds=1,2,3,4',
    400,
    { error: { message: 'Query parameter adIds must be comma-separated numbers' } },
  ],
  [
    '/list?adIds=1,,2',
    400,
    { error: { message: 'Query parameter adIds must be comma-separated numbers' } },
  ],
  ['/list', 400, { error: { message: 'Query parameter adIds must be comma-separated numbers' } }],
])('%s -> %i', async (path, status, body) => {
  const response = await app.request(path)
  expect(response.status).toBe(status)
  expect(await response.json()).toMatchObject(body)
})
