import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { hashSeed } from '../../src/images/venue-kit'
import { SHOW_TOPICS } from '../../src/seed/media/podcasts'
import { speak, Track } from './audio'
import { manifestSource, type MadeEpisodeAudio, type MadeVideo } from './manifest-source'
import { PODCAST_SCRIPTS } from './podcast-scripts'
import { FPS, strapPng, posterJpeg, scenePng, sceneFilter } from './picture'
import type { VideoScript } from './video-scripts'
import { VIDEO_SCRIPTS } from './video-scripts'
import { speechCues, writeVtt, type Cue } from './vtt'

// Writes src/seed/media/demo-media/ (issue 35): the five demo videos (WebM VP9 + Opus, a poster,
// captions and descriptions) and the podcast recordings (MP3 + transcript), then manifest.ts
// with each file's duration as ffprobe measures it. Needs espeak-ng, ffmpeg (libvpx-vp9,
// libopus, libmp3lame) and ffprobe; nothing at install, start or test does.
// Run from apps/provider: npx tsx scripts/demo-media/make-demo-media.ts

const OUT = fileURLToPath(new URL('../../src/seed/media/demo-media/', import.meta.url))
const WIDTH = 640
const HEIGHT = 360
// No encoder version or date in the files, so the same tools give the same bytes.
const BITEXACT = ['-fflags', '+bitexact', '-flags', '+bitexact', '-map_metadata', '-1']

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args])
}

function measure(file: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ])
  return Math.round(Number(out.toString().trim()) * 1000) / 1000
}

const frames = (seconds: number) => Math.ceil(seconds * FPS) / FPS

async function makeVideo(video: VideoScript, tmp: string): Promise<MadeVideo> {
  const track = new Track()
  const scenes: { start: number; end: number }[] = []
  let cursor = 0
  video.scenes.forEach((scene, index) => {
    const start = cursor
    let at = start + (index === 0 ? 1 : 0.6)
    let spoken = start
    for (const line of scene.lines) {
      spoken = track.place(line, speak(line, tmp), at)
      at = spoken + 0.5
    }
    // Scene cuts fall on frame boundaries, so the pictures add up to the sound exactly.
    cursor = frames(scene.lines.length > 0 ? spoken + 1 : start + (scene.seconds ?? 6))
    scenes.push({ start, end: cursor })
  })
  const total = cursor
  const speech = track.placed.length > 0
  const bed = speech
    ? { loud: 0.3, quiet: 0.05, crowd: 250 }
    : { loud: 0.4, quiet: 0.4, crowd: 150 }
  const seed = hashSeed(video.slug)
  writeFileSync(join(tmp, 'mix.wav'), track.mix(total, seed, bed))
  const inputs: string[] = []
  const filters: string[] = []
  for (const [index, scene] of video.scenes.entries()) {
    const png = join(tmp, `scene-${index}.png`)
    writeFileSync(png, await scenePng(scene, video))
    const { start, end } = scenes[index] ?? { start: 0, end: 0 }
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', (end - start).toFixed(4), '-i', png)
    filters.push(`[${index}:v]${sceneFilter(scene.motion, end - start, WIDTH, HEIGHT)}[v${index}]`)
  }
  const strap = join(tmp, 'strap.png')
  writeFileSync(strap, await strapPng(video.strap, WIDTH, HEIGHT))
  const n = video.scenes.length
  inputs.push('-loop', '1', '-framerate', String(FPS), '-i', strap, '-i', join(tmp, 'mix.wav'))
  filters.push(
    `${video.scenes.map((_, i) => `[v${i}]`).join('')}concat=n=${n}:v=1:a=0[cut]`,
    `[cut][${n}:v]overlay=0:0:enable='between(t,0.4,7)':shortest=1,format=yuv420p[out]`,
  )
  const file = join(OUT, 'videos', `${video.slug}.webm`)
  ffmpeg([
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[out]',
    '-map',
    `${n + 1}:a`,
    '-t',
    total.toFixed(3),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '50',
    '-g',
    String(FPS * 2),
    '-threads',
    '1',
    '-row-mt',
    '0',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-c:a',
    'libopus',
    '-b:a',
    '20k',
    '-ac',
    '1',
    ...BITEXACT,
    file,
  ])
  const duration = measure(file)
  writeFileSync(join(OUT, 'videos', `${video.slug}.jpg`), await posterJpeg(video, WIDTH, HEIGHT))
  if (speech) {
    writeFileSync(
      join(OUT, 'videos', `${video.slug}.captions.vtt`),
      writeVtt(speechCues(track.placed), duration),
    )
  }
  const described: Cue[] = video.scenes.map((scene, index) => ({
    ...(scenes[index] ?? { start: 0, end: 0 }),
    text: scene.description,
  }))
  writeFileSync(
    join(OUT, 'videos', `${video.slug}.descriptions.vtt`),
    writeVtt(described, duration),
  )
  return { video, durationSeconds: duration, width: WIDTH, height: HEIGHT, captions: speech }
}

function makeEpisodeAudio(script: (typeof PODCAST_SCRIPTS)[number], tmp: string): MadeEpisodeAudio {
  const track = new Track()
  let at = 2
  let previous = ''
  let end = at
  for (const line of script.lines) {
    if (previous !== '') at += previous === line.voice.name ? 0.35 : 0.6
    end = track.place(line, speak(line, tmp), at)
    at = end
    previous = line.voice.name
  }
  const total = end + 2
  writeFileSync(
    join(tmp, 'mix.wav'),
    track.mix(total, hashSeed(script.slug), { loud: 0.35, quiet: 0.04, crowd: 0 }),
  )
  const file = join(OUT, 'podcasts', `${script.slug}.mp3`)
  ffmpeg([
    '-i',
    join(tmp, 'mix.wav'),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '16k',
    '-ar',
    '22050',
    '-ac',
    '1',
    '-id3v2_version',
    '0',
    '-write_id3v1',
    '0',
    ...BITEXACT,
    file,
  ])
  const duration = measure(file)
  writeFileSync(
    join(OUT, 'podcasts', `${script.slug}.transcript.vtt`),
    writeVtt(speechCues(track.placed), duration),
  )
  return { slug: script.slug, topic: script.topic, durationSeconds: duration }
}

async function main(): Promise<void> {
  const insider = PODCAST_SCRIPTS.map((script) => script.topic).filter((topic) =>
    SHOW_TOPICS.includes(topic),
  )
  if (insider.join('|') !== SHOW_TOPICS.join('|'))
    throw new Error('podcast-scripts.ts and SHOW_TOPICS disagree')
  mkdirSync(join(OUT, 'videos'), { recursive: true })
  mkdirSync(join(OUT, 'podcasts'), { recursive: true })
  const tmp = mkdtempSync(join(tmpdir(), 'demo-media-'))
  try {
    const videos: MadeVideo[] = []
    for (const video of VIDEO_SCRIPTS) {
      videos.push(await makeVideo(video, tmp))
      console.log(`video ${video.slug}: ${videos.at(-1)?.durationSeconds} s`)
    }
    const episodes = PODCAST_SCRIPTS.map((script) => makeEpisodeAudio(script, tmp))
    for (const made of episodes) console.log(`podcast ${made.slug}: ${made.durationSeconds} s`)
    const target = join(OUT, 'manifest.ts')
    const config = await resolveConfig(target)
    writeFileSync(
      target,
      await format(manifestSource(videos, episodes), { ...config, filepath: target }),
    )
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

await main()
