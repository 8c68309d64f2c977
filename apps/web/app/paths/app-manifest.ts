import { endpointHref } from './endpoints'

// The addresses of the web app manifest and its icons (issue 34, "Installable"): the head links
// the manifest and Safari's home-screen icon (shell/server-head.tsx), the manifest lists the
// others. One name a picture: what each one holds is the endpoint's (endpoints/web-app/).

export const APP_ICON_FILES = [
  '192.png',
  '512.png',
  'maskable-512.png',
  'apple-touch-180.png',
] as const

export type AppIconFile = (typeof APP_ICON_FILES)[number]

export function isAppIconFile(file: string): file is AppIconFile {
  return (APP_ICON_FILES as readonly string[]).includes(file)
}

export function webManifestPath(): string {
  return endpointHref('/manifest.webmanifest')
}

export function appIconPath(file: AppIconFile): string {
  return endpointHref('/app-icons/:file', { file })
}
