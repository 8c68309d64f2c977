// Put in a saved page's head when the service worker answers with it (docs/decisions/039).
// A module of its own: the registration code reads it on every page, and with the other saved
// page names it would load their shared chunk on a first visit too (issue 34: at most 1 KB).
export const SAVED_AT_META = 'fieldhouse:saved-at'
