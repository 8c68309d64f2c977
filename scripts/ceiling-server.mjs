// The bench's ceiling (scripts/bench.mjs): a bare node:http server in its own process that answers
// every request with one stored response: `node scripts/ceiling-server.mjs PORT FILE`, where
// FILE is JSON { status, headers: [name, value][], bodyBase64 }.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, file] = process.argv.slice(2)
const { status, headers, bodyBase64 } = JSON.parse(readFileSync(file, 'utf8'))
const body = Buffer.from(bodyBase64, 'base64')
const flat = [...headers.flat(), 'content-length', String(body.length)]
createServer((_request, response) => {
  response.writeHead(status, flat)
  response.end(body)
}).listen(Number(port), '127.0.0.1')
