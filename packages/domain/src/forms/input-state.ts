import type { FormControl } from './build-form'

// SPEC 4 form input state (blurred, dirty, submitted, settled, valid or invalid, complete) as a
// pure reducer, so the web's field component only dispatches events and asks what to show.
// SPEC 9: an input settles 20 ms after its last change (the web fires 'settle' on that timer).

/** SPEC 9: form input default delay. */
export const INPUT_DELAY_MS = 20

/** SPEC 4: when a field's message appears. */
export type MessageMode = 'blur' | 'dirty' | 'live' | 'submit'

export type InputState = {
  /** Left at least once since the form was shown. */
  blurred: boolean
  /** Changed at least once. */
  dirty: boolean
  /** The form has been submitted at least once. */
  submitted: boolean
  /** No change is waiting out the input delay. */
  settled: boolean
}

export type InputEvent = 'focus' | 'blur' | 'change' | 'settle' | 'submit'

export const INITIAL_INPUT_STATE: InputState = {
  blurred: false,
  dirty: false,
  submitted: false,
  settled: true,
}

export function reduceInputState(state: InputState, event: InputEvent): InputState {
  switch (event) {
    case 'focus':
      return state
    case 'change':
      return { ...state, dirty: true, settled: false }
    case 'settle':
      return { ...state, settled: true }
    // Leaving a field or submitting settles it at once: no message waits out the delay then.
    case 'blur':
      return { ...state, blurred: true, settled: true }
    case 'submit':
      return { ...state, submitted: true, settled: true }
  }
}

/**
 * SPEC 4: the mode the form names (its settings' messageMode) for every field; without one,
 * messages on blur, on dirty (change) for checkboxes.
 */
export function getMessageMode(
  control: Pick<FormControl, 'kind'>,
  formMode: MessageMode | null = null,
): MessageMode {
  if (formMode !== null) return formMode
  return control.kind === 'checkbox' || control.kind === 'checkbox-group' ? 'dirty' : 'blur'
}

export type InputStatus = {
  /** Show the message now (and mark the input aria-invalid). */
  showMessage: boolean
  /** SPEC 4 valid or invalid: the field's check has no message. */
  valid: boolean
  /** SPEC 4 complete: touched (or submitted) and valid. */
  complete: boolean
}

/**
 * What a field shows, from its state, its mode and its current message (checkField, or null).
 * After a submit every message shows. Otherwise a message waits for its mode's moment (the first
 * blur; the first change; for 'live', each change once it has settled) and from then on follows
 * the value.
 */
export function getInputStatus(
  state: InputState,
  mode: MessageMode,
  message: string | null,
): InputStatus {
  const valid = message === null
  const reached =
    state.submitted ||
    (mode === 'blur' && state.blurred) ||
    (mode === 'dirty' && state.dirty) ||
    (mode === 'live' && state.settled && (state.dirty || state.blurred))
  return {
    showMessage: reached && !valid,
    valid,
    complete: valid && (state.dirty || state.blurred || state.submitted),
  }
}
