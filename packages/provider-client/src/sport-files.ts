import { SportFileSchema, type SportFileResource } from '@fieldhouse/contract/sport-files'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { toAuthorized, toLoaded, type Authorized, type Loaded } from './loaded'
import { MEDIA_FILE_MAX_BYTES, type FileBody } from './media-files'
import type { MediaSportRef } from './moments'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { Outcome } from './outcome'
import type { CallExtras } from './request'
import type { CallOptions } from './transport'

// Sport files (own design; SPEC 2.1 /sports/{y}/{m}/{d}/{name} with /hidden and /protected
// variants, SPEC 6). A file is named by its day and file name, from which the website builds
// the page's address for its access level; the client answers no address. Public files answer
// `Loaded`; hidden ones need an editor's token (`Authorized`, like loadHiddenStory); protected
// ones an access code in X-Access-Code, and a wrong or missing code is `refused`, never the file.

const LABEL = 'sport files repository'

export type SportFileAccess = 'public' | 'hidden' | 'protected'

export type SportFile = {
  id: number
  title: string
  description: string | null
  fileName: string
  /** The day in its address, on the tenant's wall clock. */
  day: LocalDay
  createdAt: Date | null
  access: SportFileAccess
  contentType: string
  /** Bytes. */
  size: number
  sport: MediaSportRef
}

/** A sport file by its address: the day and the file name. */
export type SportFileKey = { day: LocalDay; fileName: string }

export type SportFilesQuery = PageQuery & { sportId?: number }

/** A protected file's answer: `refused` when the access code was wrong or missing (403). */
export type Protected<T> = Loaded<T> | { status: 'refused' }

// What the provider accepts as a name: a-z 0-9 _ - segments joined by dots.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$/
// What can be sent as a header value: visible ASCII, inner spaces in a code (not in a token).
const ACCESS_CODE = /^[\x21-\x7e](?:[\x20-\x7e]{0,198}[\x21-\x7e])?$/

/** Whether an access code can be sent (X-Access-Code); forms.ts checks its codes with it too. */
export const isSendableAccessCode = (code: string): boolean => ACCESS_CODE.test(code)

function toSportFile(file: SportFileResource, zone: string): SportFile | null {
  const day = toLocalDay(file.day, zone)
  if (!day) return null
  return {
    id: file.id,
    title: file.title,
    description: orNull(file.description),
    fileName: file.fileName,
    day,
    createdAt: parseProviderDate(file.created, zone),
    access: file.access,
    contentType: file.contentType,
    size: file.size,
    sport: file.sport,
  }
}

// /SportFiles/{Y}/{M}/{D}/{name} under a prefix, the month and day without zeros as the site's
// address writes them; null for a key that can name no file.
function filePath(prefix: string, { day, fileName }: SportFileKey): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match || fileName.length > 100 || !FILE_NAME.test(fileName)) return null
  return `${prefix}/SportFiles/${match[1]}/${Number(match[2])}/${Number(match[3])}/${fileName}`
}

export function toProtected<T>(outcome: Outcome<T>): Protected<T> {
  return outcome.kind === 'failed' && outcome.status === 403
    ? { status: 'refused' }
    : toLoaded(outcome)
}

export function sportFilesResource({ transport, timeZone, logger, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) => readableAs(SportFileSchema, (file) => toSportFile(file, zone)))
  const page = perTimeZone((zone) => offsetPageOf(one(zone), logger, LABEL))

  // `extras`: an editor's token, or a protected file's code (its 403 is the answer, unlogged).
  async function readFile(
    path: string,
    options: CallOptions,
    extras: CallExtras & { bearer?: string } = {},
  ): Promise<Outcome<SportFile>> {
    const zone = await timeZone(options)
    return transport.get({
      label: LABEL,
      path,
      schema: one(zone),
      variant: zone,
      signal: options.signal,
      allowNotFound: true,
      // Hidden and protected answers belong to one visitor: never kept.
      cache: false,
      ...extras,
    })
  }
  const readBytes = (
    path: string,
    options: CallOptions,
    extras: CallExtras & { bearer?: string } = {},
  ) =>
    transport.getBinary({
      label: LABEL,
      path: `${path}/file`,
      accept: '*/*',
      maxBytes: MEDIA_FILE_MAX_BYTES,
      signal: options.signal,
      allowNotFound: true,
      ...extras,
    })
  // The details or the bytes of a file under /Hidden (an editor's token) or /Protected (its
  // access code), with the same outcomes for both reads.
  type Read<T> = (
    path: string,
    options: CallOptions,
    extras: CallExtras & { bearer?: string },
  ) => Promise<Outcome<T>>
  async function readHidden<T>(
    read: Read<T>,
    key: SportFileKey,
    token: string,
    options: CallOptions,
  ): Promise<Authorized<T>> {
    const path = filePath('/Hidden', key)
    if (path === null) return { status: 'missing' }
    return toAuthorized(await read(path, options, { bearer: token }))
  }
  async function readProtected<T>(
    read: Read<T>,
    key: SportFileKey,
    code: string,
    options: CallOptions,
  ): Promise<Protected<T>> {
    const path = filePath('/Protected', key)
    if (path === null) return { status: 'missing' }
    if (!isSendableAccessCode(code)) return { status: 'refused' }
    return toProtected(
      await read(path, options, { headers: { 'x-access-code': code }, expected: [403] }),
    )
  }

  return {
    /** GET /SportFiles: a sport's public files, newest first, one page. */
    async loadSportFiles(
      query: SportFilesQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<SportFile>>> {
      return load(
        {
          label: LABEL,
          path: '/SportFiles',
          query: { sportId: query.sportId, ...toPagingQuery(query) },
          schema: page,
        },
        options,
      )
    },

    /** GET /SportFiles/{Y}/{M}/{D}/{name}: a public file's details; 204 or 404 is `missing`. */
    async loadSportFile(key: SportFileKey, options: CallOptions = {}): Promise<Loaded<SportFile>> {
      const path = filePath('', key)
      if (path === null) return { status: 'missing' }
      return loadItem({ label: LABEL, path, schema: one }, options)
    },

    /** .../file: a public file's bytes (at most MEDIA_FILE_MAX_BYTES); never cached. */
    async loadSportFileBytes(
      key: SportFileKey,
      options: CallOptions = {},
    ): Promise<Loaded<FileBody>> {
      const path = filePath('', key)
      if (path === null) return { status: 'missing' }
      return toLoaded(await readBytes(path, options))
    },

    /** GET /Hidden/SportFiles/...: any file, for a signed-in editor; 401 is `signed-out`. */
    loadHiddenSportFile(
      key: SportFileKey,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<SportFile>> {
      return readHidden(readFile, key, token, options)
    },

    /** .../file under /Hidden: its bytes for a signed-in editor; 401 is `signed-out`. */
    loadHiddenSportFileBytes(
      key: SportFileKey,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<FileBody>> {
      return readHidden(readBytes, key, token, options)
    },

    /**
     * GET /Protected/SportFiles/... with X-Access-Code: a protected file's details. `refused`
     * for a wrong or missing code (403; a blank or unsendable code is refused without a call),
     * `missing` when no protected file has that name (204/404).
     */
    loadProtectedSportFile(
      key: SportFileKey,
      code: string,
      options: CallOptions = {},
    ): Promise<Protected<SportFile>> {
      return readProtected(readFile, key, code, options)
    },

    /** .../file under /Protected: the bytes, with the same outcomes as loadProtectedSportFile. */
    loadProtectedSportFileBytes(
      key: SportFileKey,
      code: string,
      options: CallOptions = {},
    ): Promise<Protected<FileBody>> {
      return readProtected(readBytes, key, code, options)
    },
  }
}
