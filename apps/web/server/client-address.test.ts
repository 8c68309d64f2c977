import type { IncomingMessage } from 'node:http'

import { expect, test } from 'vitest'

import { createClientAddress } from './client-address'

const request = (remoteAddress: string, realIp?: string) =>
  ({
    socket: { remoteAddress },
    headers: realIp === undefined ? {} : { 'x-real-ip': realIp },
  }) as unknown as IncomingMessage

test.each([
  [
    'no proxy trusted: the connection, whatever the header says',
    [],
    '203.0.113.9',
    '1.2.3.4',
    '203.0.113.9',
  ],
  [
    'from the trusted proxy: its X-Real-IP',
    ['127.0.0.1'],
    '127.0.0.1',
    '198.51.100.7',
    '198.51.100.7',
  ],
  [
    'a v4-mapped socket address matches the proxy',
    ['127.0.0.1'],
    '::ffff:127.0.0.1',
    '2001:db8::1',
    '2001:db8::1',
  ],
  [
    'from anyone else: the header is ignored',
    ['127.0.0.1'],
    '203.0.113.9',
    '1.2.3.4',
    '203.0.113.9',
  ],
  [
    'a header that is not an address: the proxy',
    ['127.0.0.1'],
    '127.0.0.1',
    'evil, 1.2.3.4',
    '127.0.0.1',
  ],
  ['no header: the proxy', ['127.0.0.1'], '127.0.0.1', undefined, '127.0.0.1'],
])('%s', (_name, trusted, socket, realIp, expected) => {
  expect(createClientAddress(trusted)(request(socket, realIp))).toBe(expected)
})
