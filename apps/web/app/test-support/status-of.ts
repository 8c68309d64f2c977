import { isRouteErrorResponse } from 'react-router'

/**
 * The status a loader's throw answers with: a thrown Response (a redirect), or React Router's
 * data(null, { status }) (notFound(), unavailable()), which the framework turns into an error
 * response only later. Anything else is a bug in the code under test: thrown again, so the test
 * fails on it rather than on a missing status.
 */
function statusOfThrown(thrown: unknown): number {
  if (thrown instanceof Response || isRouteErrorResponse(thrown)) return thrown.status
  if (typeof thrown === 'object' && thrown !== null && 'init' in thrown) {
    const status = (thrown.init as { status?: number } | null)?.status
    if (typeof status === 'number') return status
  }
  throw thrown
}

/** 200 when the page builder answers, else the status of what it throws. */
export const statusOf = (promise: Promise<unknown>): Promise<number> =>
  promise.then(() => 200, statusOfThrown)

/** The same for a synchronous check (a parameter parser). */
export function statusOfCall(run: () => unknown): number {
  try {
    run()
    return 200
  } catch (thrown) {
    return statusOfThrown(thrown)
  }
}
