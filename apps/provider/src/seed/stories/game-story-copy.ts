import type { GameJoined } from '../../resources/games/games-queries'
import type { Dice } from '../../dice'
import type { SportKey } from '../sport-catalog'
import { countWord, gameDayText, pickOne, roll } from './story-kit'

// The words of a game story, in the voice of the school's athletics communications office: a
// recap written after the final from the score, the record and the roster; a preview before the
// game from the schedule, the record so far and the last meeting.

export type RosterName = { first: string; last: string; position: string; year: string }

export type GameStoryContext = {
  row: GameJoined
  sportKey: SportKey
  sportTitle: string
  school: string
  mascots: string
  conference: string
  // The season's record counting this game (recap) or before it (preview): "7-2", "4-1".
  overall: string
  league: string
  roster: readonly RosterName[]
  coach: string | null
  lastMeeting: GameJoined | null
}

export type GameCopy = {
  title: string
  subHeadline: string
  paragraphs: string[]
  quote: { text: string; who: string } | null
}

const name = (p: RosterName) => `${p.first} ${p.last}`
const full = (p: RosterName) =>
  `${p.year.toLowerCase()} ${p.position ? `${p.position} ` : ''}${name(p)}`

function playersAt(ctx: GameStoryContext, positions: readonly string[]): RosterName[] {
  const found = ctx.roster.filter((p) => positions.includes(p.position))
  return found.length > 0 ? found : [...ctx.roster]
}

function someone(dice: Dice, ctx: GameStoryContext, positions: readonly string[] = []): RosterName {
  const list = positions.length > 0 ? playersAt(ctx, positions) : [...ctx.roster]
  return pickOne(
    dice,
    list.length > 0 ? list : [{ first: 'The', last: 'Owls', position: '', year: '' }],
  )
}

// Splits `total` goals between up to three scorers, the first with the most.
function scorers(dice: Dice, ctx: GameStoryContext, total: number, positions: readonly string[]) {
  const list = dice.helpers.shuffle(playersAt(ctx, positions)).slice(0, Math.min(3, total))
  // One each, the rest to the first scorer.
  return list.map((player, i) => ({ player, goals: i === 0 ? total - list.length + 1 : 1 }))
}

const GOALIE: Partial<Record<SportKey, string[]>> = {
  msoc: ['GK'],
  wsoc: ['GK'],
  fhockey: ['GK'],
  mhockey: ['G'],
  whockey: ['G'],
  mlax: ['G'],
  wlax: ['G'],
  mwpolo: ['UT', 'D'],
}

// What the top performers did, sport by sport, consistent with the final score.
function standouts(dice: Dice, ctx: GameStoryContext, team: number, opp: number): string[] {
  const key = ctx.sportKey
  const d = (min: number, max: number) => dice.number.int({ min, max })
  if (key === 'football') {
    const qb = someone(dice, ctx, ['QB'])
    const rb = someone(dice, ctx, ['RB'])
    const lb = someone(dice, ctx, ['LB', 'DB'])
    const tds = Math.max(0, Math.min(4, Math.floor(team / 10)))
    return [
      `${full(qb)} completed ${d(14, 26)} of ${d(27, 38)} passes for ${d(180, 340)} yards${tds > 0 ? ` and ${countWord(tds)} touchdown${tds > 1 ? 's' : ''}` : ''}.`,
      `${name(rb)} carried ${d(14, 25)} times for ${d(60, 150)} yards, and ${name(lb)} led the defense with ${d(7, 13)} tackles.`,
    ]
  }
  if (key === 'mbasket' || key === 'wbasket') {
    const [a, b] = dice.helpers.shuffle(playersAt(ctx, ['G', 'F', 'C']))
    const top = Math.min(team - 10, d(16, 27))
    return [
      `${a ? full(a) : 'The Owls'} scored a game-high ${top} points on ${d(6, 10)}-of-${d(11, 17)} shooting.`,
      b ? `${name(b)} added ${d(9, 15)} points and ${d(7, 12)} rebounds.` : '',
    ].filter(Boolean)
  }
  if (key === 'baseball' || key === 'softball') {
    const hitter = someone(dice, ctx, ['INF', 'OF', 'C', 'UT'])
    const pitcher = someone(dice, ctx, ['RHP', 'LHP'])
    const rbi = Math.min(team, d(1, 4))
    return [
      `${full(hitter)} went ${d(2, 4)}-for-${d(4, 5)} with ${rbi === 0 ? 'a run scored' : `${countWord(rbi)} RBI`}.`,
      `${name(pitcher)} worked ${d(4, 7)} innings, allowing ${Math.min(opp, d(0, 3))} earned runs with ${d(3, 9)} strikeouts.`,
    ]
  }
  if (key === 'wvball') {
    const [hitter, setter, libero] = [
      someone(dice, ctx, ['OH', 'OPP', 'MB']),
      someone(dice, ctx, ['S']),
      someone(dice, ctx, ['L', 'DS']),
    ]
    return [
      `${full(hitter)} led the attack with ${d(11, 20)} kills, and ${name(setter)} handed out ${d(28, 45)} assists.`,
      `${name(libero)} anchored the back row with ${d(12, 22)} digs.`,
    ]
  }
  if (key === 'mten' || key === 'wten') {
    const [one, two] = dice.helpers.shuffle([...ctx.roster])
    return [
      one ? `${name(one)} won at No. 1 singles, ${d(6, 7)}-${d(2, 4)}, 6-${d(1, 4)}.` : '',
      two ? `${name(two)} clinched the match at No. ${d(3, 6)} singles.` : '',
    ].filter(Boolean)
  }
  if (key === 'mswim' || key === 'wswim') {
    const swimmer = someone(dice, ctx)
    return [
      `${full(swimmer)} won the ${pickOne(dice, ['200 freestyle', '100 butterfly', '200 individual medley', '100 backstroke'])} in a season-best time and swam a leg on the winning ${pickOne(dice, ['200 medley', '400 freestyle'])} relay.`,
    ]
  }
  if (key === 'wrestling') {
    const a = someone(dice, ctx)
    return [
      `${full(a)} recorded a ${pickOne(dice, ['first-period fall', 'technical fall', 'major decision'])} to swing the dual.`,
    ]
  }
  const goalie = someone(dice, ctx, GOALIE[key] ?? [])
  const field = ['F', 'M', 'MF', 'A', 'C', 'D']
  const lines = scorers(dice, ctx, Math.min(team, 6), field).map(
    ({ player, goals }) =>
      `${name(player)} ${goals === 1 ? 'scored once' : goals === 2 ? 'scored twice' : `scored ${countWord(goals)} times`}.`,
  )
  return [...lines, `${name(goalie)} made ${d(4, 11)} saves in goal.`]
}

function place(ctx: GameStoryContext): string {
  const { game, opponent, facility } = ctx.row
  if (game.locationIndicator === 'H') return facility ? `at ${facility.title}` : 'at home'
  if (game.locationIndicator === 'A') return `in ${opponent.location}`
  return game.location ? `in ${game.location}` : 'at a neutral site'
}

export function recapCopy(dice: Dice, ctx: GameStoryContext): GameCopy {
  const { game, opponent } = ctx.row
  const team = Number(game.teamScore ?? 0)
  const opp = Number(game.opponentScore ?? 0)
  const score = `${Math.max(team, opp)}-${Math.min(team, opp)}`
  const margin = Math.abs(team - opp)
  const sport = ctx.sportTitle
  const day = gameDayText(game.date)
  const vs = game.locationIndicator === 'A' ? 'at' : 'vs.'
  const league = game.isConference ? ` and ${ctx.league} in ${ctx.conference} play` : ''
  let title: string
  let lead: string
  if (game.resultStatus === 'W') {
    title = pickOne(dice, [
      `${sport} Tops ${opponent.name}, ${score}`,
      margin >= 10 || margin >= team / 2
        ? `${sport} Rolls Past ${opponent.name}, ${score}`
        : `${sport} Edges ${opponent.name}, ${score}`,
      `${ctx.mascots} Hold Off ${opponent.mascot} for ${score} ${sport} Win`,
    ])
    lead = `The ${ctx.school} ${sport.toLowerCase()} team beat ${opponent.name} ${score} on ${day} ${place(ctx)}, improving to ${ctx.overall} overall${league}.`
  } else if (game.resultStatus === 'L') {
    title = pickOne(dice, [
      `${sport} Falls ${game.locationIndicator === 'A' ? 'at' : 'to'} ${opponent.name}, ${score}`,
      `${opponent.name} Holds Off ${sport}, ${score}`,
      `${sport} Comes Up Short Against ${opponent.mascot}`,
    ])
    lead = `${ctx.school} ${sport.toLowerCase()} fell to ${opponent.name} ${score} on ${day} ${place(ctx)}. The ${ctx.mascots} are ${ctx.overall} overall${league}.`
  } else {
    title = `${sport} and ${opponent.name} Play to ${score} Draw`
    lead = `${ctx.school} ${sport.toLowerCase()} and ${opponent.name} finished level at ${score} on ${day} ${place(ctx)}. The ${ctx.mascots} are ${ctx.overall} overall${league}.`
  }
  const middle = pickOne(dice, [
    game.resultStatus === 'W'
      ? `${ctx.mascots} took control early and never trailed after the opening minutes.`
      : `The ${ctx.mascots} pulled within ${margin <= 2 ? 'one score' : 'striking distance'} late but could not find the equalizing push.`,
    game.resultStatus === 'W'
      ? `After a back-and-forth first half, ${ctx.school} pulled away in the second.`
      : `${opponent.name} answered every ${ctx.school} run and closed it out from the line and on the defensive end.`,
  ])
  const tournament = game.tournament ? ` The game was part of the ${game.tournament}.` : ''
  const coachLine = ctx.coach
    ? {
        text:
          game.resultStatus === 'W'
            ? pickOne(dice, [
                'I thought our group showed a lot of composure today. We stuck to the plan and made the plays when it mattered.',
                'That was a complete team effort. Everybody who stepped on the floor contributed.',
                `Credit to ${opponent.name}, they made us earn it. I am proud of how we responded.`,
              ])
            : pickOne(dice, [
                'We did some good things, but not for long enough. We will learn from the film and get back to work.',
                `${opponent.name} played well and deserved it. Our response this week will tell us a lot about this team.`,
              ]),
        who: `Head coach ${ctx.coach}`,
      }
    : null
  const next = pickOne(dice, [
    `Live stats, the box score and the full schedule are available on the ${sport.toLowerCase()} page.`,
    `Follow @${ctx.mascots}${sport.replace(/[^A-Za-z]/g, '').slice(0, 4)} for updates throughout the season.`,
  ])
  return {
    title,
    subHeadline: `${ctx.mascots} ${game.resultStatus === 'W' ? 'improve' : 'move'} to ${ctx.overall} ${vs} ${opponent.name} ${opponent.mascot}`,
    paragraphs: [
      lead,
      ...standouts(dice, ctx, team, opp),
      `${middle}${tournament}`,
      ...(coachLine ? [`"${coachLine.text}" ${coachLine.who} said.`] : []),
      next,
    ],
    quote: coachLine,
  }
}

export function previewCopy(dice: Dice, ctx: GameStoryContext): GameCopy {
  const { game, opponent, facility } = ctx.row
  const sport = ctx.sportTitle
  const home = game.locationIndicator === 'H'
  const day = gameDayText(game.date)
  const time = game.time ? ` at ${game.time}` : ''
  const title = home
    ? pickOne(dice, [
        `${sport} Hosts ${opponent.name} ${game.isConference ? 'in League Action' : 'on ' + day.split(',')[0]}`,
        `Game Preview: ${sport} Welcomes ${opponent.mascot} to ${facility?.title ?? 'Campus'}`,
      ])
    : pickOne(dice, [
        `${sport} Travels to ${opponent.name}`,
        `${sport} Heads to ${opponent.location.split(',')[0]} to Face ${opponent.mascot}`,
      ])
  const last = ctx.lastMeeting
  const series = last
    ? `The teams last met on ${gameDayText(last.game.date)}, ${last.game.date.slice(0, 4)}, when ${ctx.school} ${last.game.resultStatus === 'W' ? 'won' : last.game.resultStatus === 'L' ? 'lost' : 'tied'} ${last.game.teamScore}-${last.game.opponentScore}.`
    : `It is the first meeting between the programs in the span of this schedule.`
  const watch = [game.isConference ? `The game counts in the ${ctx.conference} standings.` : '']
  const player = ctx.roster.length > 0 ? pickOne(dice, ctx.roster) : null
  return {
    title,
    subHeadline: `${day}${time} | ${home ? (facility?.title ?? 'Home') : opponent.location}`,
    paragraphs: [
      `${ctx.school} ${sport.toLowerCase()} (${ctx.overall}${game.isConference ? `, ${ctx.league} ${ctx.conference}` : ''}) ${home ? 'hosts' : 'visits'} ${opponent.name} on ${day}${time}${home && facility ? ` at ${facility.title}` : ''}.`,
      series,
      player
        ? `${name(player)}, a ${player.year.toLowerCase()}${player.position ? ` ${player.position}` : ''}, ${pickOne(dice, ['leads the team in scoring', 'has started every game this season', 'enters the week on a hot streak', 'was named to the preseason all-conference team'])}.`
        : '',
      ...watch,
      roll(dice, 0.5)
        ? `Tickets, parking information and live stats links are on the ${sport.toLowerCase()} schedule page.`
        : `Fans who cannot make it can follow along with live stats and on the ${ctx.mascots} social channels.`,
    ].filter(Boolean),
    quote: null,
  }
}
