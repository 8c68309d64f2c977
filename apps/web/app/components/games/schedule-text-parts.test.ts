import { expect, test } from 'vitest'

import { toTextTable } from './schedule-text-parts'

test('columns are padded to their widest cell and lines carry no trailing space', () => {
  expect(
    toTextTable([
      ['Date', 'Opponent', 'Result'],
      ['Sat, Sep 5', 'vs Harbor Bay', 'W 24-17'],
      ['Sat, Sep 12', 'at Iron Range', ''],
    ]),
  ).toBe(
    [
      'Date         Opponent       Result',
      'Sat, Sep 5   vs Harbor Bay  W 24-17',
      'Sat, Sep 12  at Iron Range',
    ].join('\n'),
  )
})
