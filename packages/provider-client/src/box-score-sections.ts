import {
  BoxScoreResponseSchema,
  BoxScoreTeamSchema,
  type BoxScoreResponse,
  type BoxScoreTeam,
} from '@fieldhouse/contract/boxscore'
import { z } from 'zod'
import type { Logger } from './logger'

// A box score read section by section (issue 33: real tenants send shapes the contract did not
// know, and one unknown field made the whole page a 503). Two named teams are the box score;
// every other top-level key, and every key of a team (its score, line score, players, totals,
// leaders), is a section read with the contract's own schema for it: one that does not parse
// is left out, logged once per cause, and the rest of the box score stays.

export const BoxScoreEnvelopeSchema = z.looseObject({
  homeTeam: z.looseObject({ name: z.string() }),
  visitingTeam: z.looseObject({ name: z.string() }),
})

export type BoxScoreEnvelope = z.infer<typeof BoxScoreEnvelopeSchema>

export type ReadTeam = Partial<BoxScoreTeam> & { name: string }
export type ReadBoxScore = Partial<Omit<BoxScoreResponse, 'homeTeam' | 'visitingTeam'>> & {
  homeTeam: ReadTeam
  visitingTeam: ReadTeam
}

/** Called for a section left out: where it is ("team.players") and why. */
export type DropSection = (section: string, error: z.ZodError) => void

function readShape(
  shape: Record<string, z.ZodType>,
  raw: Record<string, unknown>,
  where: string,
  drop: DropSection,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = schema.safeParse(raw[key])
    if (!parsed.success) drop(`${where}.${key}`, parsed.error)
    else if (parsed.data !== undefined) out[key] = parsed.data
  }
  return out
}

const TOP_SECTIONS = BoxScoreResponseSchema.omit({ homeTeam: true, visitingTeam: true }).shape

const readTeam = (raw: BoxScoreEnvelope['homeTeam'], drop: DropSection): ReadTeam => ({
  ...(readShape(BoxScoreTeamSchema.shape, raw, 'team', drop) as Partial<BoxScoreTeam>),
  name: raw.name,
})

export function readBoxScore(raw: BoxScoreEnvelope, drop: DropSection): ReadBoxScore {
  return {
    ...(readShape(TOP_SECTIONS, raw, 'boxScore', drop) as ReadBoxScore),
    homeTeam: readTeam(raw.homeTeam, drop),
    visitingTeam: readTeam(raw.visitingTeam, drop),
  }
}

// Enough distinct causes for any real provider; past it a broken provider cannot fill memory.
const MAX_CAUSES = 200

/**
 * A DropSection that logs each cause once for the client's life (a cause: the section, the
 * first issue's code and its path with list positions folded, so every player with the same
 * unknown field is one cause), not once per request or per box score.
 */
export function logDroppedOnce(logger: Logger, label: string): DropSection {
  const seen = new Set<string>()
  return (section, error) => {
    const issue = error.issues[0]
    const path = (issue?.path ?? []).map((part) => (typeof part === 'number' ? '*' : String(part)))
    const cause = `${section}${path.length ? `.${path.join('.')}` : ''}: ${issue?.code ?? 'invalid'}`
    if (seen.has(cause) || seen.size >= MAX_CAUSES) return
    seen.add(cause)
    logger.warn(
      { label, section, cause, err: error },
      `${label}: box score section not read, left out (${cause}; logged once)`,
    )
  }
}
