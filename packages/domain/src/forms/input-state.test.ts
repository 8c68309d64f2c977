import { expect, test } from 'vitest'
import { buildForm, type FormControl } from './build-form'
import { formDefinition, formField } from './form-fixtures'
import {
  getInputStatus,
  getMessageMode,
  INITIAL_INPUT_STATE,
  INPUT_DELAY_MS,
  reduceInputState,
  type InputEvent,
  type MessageMode,
} from './input-state'

const after = (...events: InputEvent[]) => events.reduce(reduceInputState, INITIAL_INPUT_STATE)

test('the input delay is 20 ms (SPEC 9)', () => {
  expect(INPUT_DELAY_MS).toBe(20)
})

test.each<[InputEvent[], object]>([
  [[], { blurred: false, dirty: false, submitted: false, settled: true }],
  [['focus'], { blurred: false, dirty: false, submitted: false, settled: true }],
  [['focus', 'change'], { blurred: false, dirty: true, submitted: false, settled: false }],
  [['change', 'settle'], { blurred: false, dirty: true, submitted: false, settled: true }],
  [['focus', 'blur'], { blurred: true, dirty: false, submitted: false, settled: true }],
  [['change', 'blur'], { blurred: true, dirty: true, submitted: false, settled: true }],
  [['change', 'submit'], { blurred: false, dirty: true, submitted: true, settled: true }],
  [['blur', 'focus', 'change'], { blurred: true, dirty: true, submitted: false, settled: false }],
])('after %j the input state is %j', (events, state) => {
  expect(after(...events)).toEqual(state)
})

test.each<[FormControl['kind'], MessageMode]>([
  ['text', 'blur'],
  ['textarea', 'blur'],
  ['select', 'blur'],
  ['radio', 'blur'],
  ['date', 'blur'],
  ['number', 'blur'],
  ['other', 'blur'],
  ['checkbox', 'dirty'],
  ['checkbox-group', 'dirty'],
])('a %s shows its message in mode %j (SPEC 4)', (kind, mode) => {
  expect(getMessageMode({ kind })).toBe(mode)
})

const shown = (mode: MessageMode, events: InputEvent[]) =>
  getInputStatus(after(...events), mode, 'Name is required.').showMessage

test.each<[MessageMode, InputEvent[], boolean]>([
  ['blur', [], false],
  ['blur', ['focus'], false],
  ['blur', ['focus', 'change'], false],
  ['blur', ['focus', 'change', 'settle'], false],
  ['blur', ['focus', 'blur'], true],
  ['blur', ['blur', 'focus', 'change'], true],
  ['blur', ['submit'], true],
  ['dirty', ['focus'], false],
  ['dirty', ['focus', 'blur'], false],
  ['dirty', ['change'], true],
  ['dirty', ['submit'], true],
  ['live', ['change'], false],
  ['live', ['change', 'settle'], true],
  ['live', ['focus', 'blur'], true],
  ['live', ['change', 'settle', 'change'], false],
  ['submit', ['change', 'blur'], false],
  ['submit', ['change', 'blur', 'submit'], true],
])('in mode %j after %j the message shows: %j', (mode, events, expected) => {
  expect(shown(mode, events)).toBe(expected)
})

test.each<[InputEvent[], string | null, object]>([
  [[], null, { showMessage: false, valid: true, complete: false }],
  [['change'], null, { showMessage: false, valid: true, complete: true }],
  [['change', 'blur'], null, { showMessage: false, valid: true, complete: true }],
  [['change', 'blur'], 'Bad.', { showMessage: true, valid: false, complete: false }],
  [['submit'], 'Bad.', { showMessage: true, valid: false, complete: false }],
  [['submit'], null, { showMessage: false, valid: true, complete: true }],
])('getInputStatus after %j with message %j is %j', (events, message, status) => {
  expect(getInputStatus(after(...events), 'blur', message)).toEqual(status)
})

// SPEC 4: the mode a form names applies to every field, checkboxes too; the form's settings
// carry it (build-form reads messageMode, an unknown name keeps the defaults).
test.each<[FormControl['kind'], MessageMode]>([
  ['text', 'live'],
  ['checkbox', 'live'],
  ['checkbox-group', 'live'],
])('a form in live mode shows a %s message live', (kind, mode) => {
  expect(getMessageMode({ kind }, 'live')).toBe(mode)
  expect(getMessageMode({ kind }, 'submit')).toBe('submit')
})

test.each<[string | null, MessageMode | null]>([
  ['live', 'live'],
  ['submit', 'submit'],
  ['Live!', null],
  [null, null],
])("a form's messageMode %j is read as %j", (named, mode) => {
  const built = buildForm({ ...formDefinition([formField()]), messageMode: named }, { today: '' })
  expect(built.ok && built.form.messageMode).toBe(mode)
})

test('in live mode a message waits out the input delay, then shows while typing', () => {
  const typed = reduceInputState(INITIAL_INPUT_STATE, 'change')
  expect(getInputStatus(typed, 'live', 'Bad.').showMessage).toBe(false)
  const settled = reduceInputState(typed, 'settle')
  expect(getInputStatus(settled, 'live', 'Bad.').showMessage).toBe(true)
  expect(getInputStatus(settled, 'blur', 'Bad.').showMessage).toBe(false)
  expect(INPUT_DELAY_MS).toBe(20)
})
