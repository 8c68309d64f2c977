import { readFileSync } from 'node:fs'
import { DEMO_VIDEOS } from './demo-media/manifest'
import type { MediaFile } from './media-kit'

// The committed demo media (demo-media/, made by scripts/demo-media/make-demo-media.ts) as
// media_files rows. Both tenants store the same files; each is read from disk once a process.

const read = new Map<string, Buffer>()

export function demoMediaFile(path: string): Buffer {
  let body = read.get(path)
  if (!body) {
    body = readFileSync(new URL(`./demo-media/${path}`, import.meta.url))
    read.set(path, body)
  }
  return body
}

export const VTT_TYPE = 'text/vtt; charset=utf-8'

// videos/{slug}.webm, its poster, captions (speech only) and descriptions: public, as the
// all-access items that point at them (issue 35).
export function buildDemoVideoFiles(): MediaFile[] {
  return DEMO_VIDEOS.flatMap((video) => {
    const stem = `videos/${video.slug}`
    const files: Array<Omit<MediaFile, 'body' | 'public'>> = [
      { path: `${stem}.webm`, contentType: 'video/webm' },
      { path: `${stem}.jpg`, contentType: 'image/jpeg' },
      ...(video.captions ? [{ path: `${stem}.captions.vtt`, contentType: VTT_TYPE }] : []),
      ...(video.descriptions ? [{ path: `${stem}.descriptions.vtt`, contentType: VTT_TYPE }] : []),
    ]
    return files.map((file) => ({ ...file, public: true, body: demoMediaFile(file.path) }))
  })
}
