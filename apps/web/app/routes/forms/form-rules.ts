// The form rules the browser runs, loaded when a visitor first touches a form (form-view.tsx):
// the very checks the server's action runs (packages/domain/src/forms), so a message says the
// same thing on both sides. Not part of the page's first scripts.
export { checkField, checkForm } from '@fieldhouse/domain/forms/validate-form'
export { getVisibleFieldIds } from '@fieldhouse/domain/forms/visible-fields'
export {
  INITIAL_INPUT_STATE,
  INPUT_DELAY_MS,
  getInputStatus,
  getMessageMode,
  reduceInputState,
} from '@fieldhouse/domain/forms/input-state'
