import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'

import { createProviderClient, type ProviderClient } from '@fieldhouse/provider-client/client'
import type { Loaded } from '@fieldhouse/provider-client/loaded'

// @ts-expect-error plain JavaScript helpers shared with the bench and start scripts
import { startMeasuredProvider } from '../../scripts/processes.mjs'

type ProviderProcess = { baseUrl: string; stop: () => Promise<void> }

async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// A real reference-provider process on a free port with a fresh database, migrated and seeded
// by its own start-up exactly as `npm start` does, at the tests' fixed seed clock: the one the
// measuring scripts start (scripts/processes.mjs).
async function startProviderProcess(): Promise<ProviderProcess> {
  const port = await getFreePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-int-'))
  const child = await startMeasuredProvider({ port, dataDir })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// This test file's provider process: started before its tests, stopped after them.
export function openProviderProcess(): { readonly baseUrl: string } {
  let provider: ProviderProcess | undefined
  beforeAll(async () => {
    provider = await startProviderProcess()
  })
  afterAll(async () => {
    await provider?.stop()
  })
  return {
    get baseUrl() {
      if (!provider) throw new Error('the provider process starts before the tests')
      return provider.baseUrl
    },
  }
}

// The client as the website makes it, against this file's provider process, with a logger that
// keeps every line: the client logs and drops what it cannot read, so nothing may be logged by
// the end of the file's tests.
export function openLoggedClient(): (tenant?: string) => ProviderClient {
  const provider = openProviderProcess()
  const logged: unknown[][] = []
  const logger = {
    warn: (...args: unknown[]) => logged.push(args),
    error: (...args: unknown[]) => logged.push(args),
  }
  afterAll(() => {
    expect(logged).toEqual([])
  })
  return (tenant = 'demo') =>
    createProviderClient({ baseUrl: provider.baseUrl, tenant, logger, cache: false })
}

// The value of a load that had to succeed.
export function ok<T>(result: Loaded<T> | { status: 'signed-out' | 'refused' }, what: string): T {
  if (result.status !== 'ok') throw new Error(`${what} answered ${result.status}`)
  return result.value
}

// The website's modules against this file's provider process and the demo tenant. They read
// PROVIDER_URL and TENANT when first imported, so `importWeb` runs once the provider has a port.
export function openWebModules<T>(importWeb: () => Promise<T>): () => T {
  const provider = openProviderProcess()
  let modules: T | undefined
  beforeAll(async () => {
    process.env.PROVIDER_URL = provider.baseUrl
    process.env.TENANT = 'demo'
    modules = await importWeb()
  })
  return () => {
    if (modules === undefined) throw new Error('the website modules load before the tests')
    return modules
  }
}
