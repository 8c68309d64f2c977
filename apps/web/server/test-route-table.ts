import type { ServerBuild } from 'react-router'

// A route table in the build's shape for server tests: every route a child of the root.

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']

/** A screen's component (its module has a default export). */
export const Page = () => null

/** A route of `path` under the root; `module` is its exports (a screen has `default`). */
export function childRoute(id: string, path: string | undefined, module: object) {
  return {
    id,
    parentId: id === 'root' ? undefined : 'root',
    path,
    index: undefined,
    caseSensitive: undefined,
    module: module as RouteModule,
  }
}
