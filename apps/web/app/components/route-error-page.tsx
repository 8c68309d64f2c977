import { FatalError } from './fatal-error'
import { NotFound } from './not-found'
import { Unavailable } from './unavailable'

export type RouteErrorKind =
  | { kind: 'not-found'; path: string }
  | { kind: 'unavailable'; path: string }
  | { kind: 'fatal'; message: string; supportEmail: string | null }

// The three error pages a screen can end on (SPEC.md 8), in one module the error boundaries load
// only when there is an error: no page that renders fine carries their code.
export default function RouteErrorPage(props: RouteErrorKind) {
  switch (props.kind) {
    case 'not-found':
      return <NotFound heading="Page Not Found" path={props.path} />
    case 'unavailable':
      return <Unavailable path={props.path} />
    default:
      return <FatalError supportEmail={props.supportEmail} message={props.message} />
  }
}
