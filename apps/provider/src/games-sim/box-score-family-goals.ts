import { pct } from '../stats/sheets'
import { fieldsOf, type Family, type LeaderRule } from './box-score-family'

// Soccer, ice hockey and lacrosse: README 4.12's shots{goals, assists, numberOfShots,
// shotsOnGoal}, penalties{fouls, yellow, red} and goalie{saves, minutes, goalsAllowed}; the
// goalTypes names and hockey's and lacrosse's extra fields are own design.

// The shots soccer and lacrosse count alike.
const SHOTS: [string, string][] = [
  ['goals', 'g'],
  ['assists', 'a'],
  ['numberOfShots', 'shots'],
  ['shotsOnGoal', 'sog'],
]

const goalie = {
  name: 'goalie',
  fields: fieldsOf('goalie', [
    ['saves', 'saves'],
    ['minutes', 'min'],
    ['goalsAllowed', 'ga'],
  ]),
}

const GOALS_LEADER: LeaderRule = { stat: 'goals', label: 'Goals', value: (get) => get('shot', 'g') }
const SAVES_LEADER: LeaderRule = {
  stat: 'saves',
  label: 'Saves',
  value: (get) => get('goalie', 'saves'),
}

export const SOCCER: Family = {
  periodName: 'half',
  groups: [
    {
      name: 'shots',
      fields: fieldsOf('shot', [
        ...SHOTS,
        ['penaltyKicks', 'pk'],
        ['penaltyKickAttempts', 'pkatt'],
      ]),
      derive: (get) => ({ points: String(2 * get('shot', 'g') + get('shot', 'a')) }),
    },
    {
      name: 'goalTypes',
      fields: fieldsOf('goal', [
        ['gameWinning', 'gw'],
        ['unassisted', 'ua'],
        ['first', 'fg'],
        ['overtime', 'ot'],
        ['hatTricks', 'hat'],
      ]),
    },
    {
      name: 'penalties',
      fields: fieldsOf('penalty', [
        ['fouls', 'fouls'],
        ['yellow', 'yellow'],
        ['red', 'red'],
      ]),
    },
    goalie,
  ],
  leaders: [
    GOALS_LEADER,
    { stat: 'assists', label: 'Assists', value: (get) => get('shot', 'a') },
    SAVES_LEADER,
  ],
}

export const HOCKEY: Family = {
  periodName: 'period',
  groups: [
    {
      name: 'shots',
      fields: fieldsOf('scoring', [
        ['goals', 'g'],
        ['assists', 'a'],
        ['shotsOnGoal', 'sog'],
        ['plusMinus', 'plusMinus'],
      ]),
      derive: (get) => ({ points: String(get('scoring', 'g') + get('scoring', 'a')) }),
    },
    {
      name: 'goalTypes',
      fields: fieldsOf('scoring', [
        ['powerPlay', 'ppg'],
        ['shortHanded', 'shg'],
        ['gameWinning', 'gwg'],
      ]),
    },
    { name: 'penalties', fields: fieldsOf('scoring', [['minutes', 'pim']]) },
    goalie,
  ],
  leaders: [
    { stat: 'points', label: 'Points', value: (get) => get('scoring', 'g') + get('scoring', 'a') },
    { stat: 'goals', label: 'Goals', value: (get) => get('scoring', 'g') },
    SAVES_LEADER,
  ],
}

export const LACROSSE: Family = {
  periodName: 'quarter',
  groups: [
    {
      name: 'shots',
      fields: fieldsOf('shot', SHOTS),
      derive: (get) => ({
        points: String(get('shot', 'g') + get('shot', 'a')),
        shotPct: pct(get('shot', 'g'), get('shot', 'shots')),
      }),
    },
    {
      name: 'miscStats',
      fields: fieldsOf('shot', [
        ['groundBalls', 'gb'],
        ['turnovers', 'to'],
        ['causedTurnovers', 'ct'],
        ['faceoffsWon', 'fow'],
        ['faceoffAttempts', 'foa'],
      ]),
    },
    goalie,
  ],
  leaders: [
    GOALS_LEADER,
    { stat: 'groundBalls', label: 'Ground balls', value: (get) => get('shot', 'gb') },
    SAVES_LEADER,
  ],
}
