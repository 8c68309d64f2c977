import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { melody, writeWav } from '../../src/media/wav'
import type { Line } from './video-scripts'

// The sound of the demo media, assembled sample by sample so that every caption's times are the
// exact offsets at which its words were placed: espeak-ng speaks each line (its own leading and
// trailing silence cut off), lines are laid end to end with pauses, and a quiet generated bed
// (the podcast melody of src/media/wav.ts, plus a soft crowd for the videos) runs under them,
// ducked while someone speaks.

export const RATE = 22_050

export type Placed = { line: Line; start: number; end: number } // seconds

function readPcm(wav: Buffer): Int16Array {
  // espeak-ng writes a canonical RIFF file; find its data chunk rather than assume 44 bytes.
  let at = 12
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4)
    const size = wav.readUInt32LE(at + 4)
    if (id === 'data') {
      const bytes = wav.subarray(at + 8, at + 8 + Math.min(size, wav.length - at - 8))
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
    }
    at += 8 + size + (size % 2)
  }
  throw new Error('espeak-ng wrote no data chunk')
}

export function speak(line: Line, tmp: string): Int16Array {
  const file = join(tmp, 'line.wav')
  const { espeak, speed, pitch } = line.voice
  execFileSync('espeak-ng', [
    '-v',
    espeak,
    '-s',
    String(speed),
    '-p',
    String(pitch),
    '-w',
    file,
    line.text,
  ])
  const rate = readFileSync(file).readUInt32LE(24)
  if (rate !== RATE) throw new Error(`espeak-ng spoke at ${rate} Hz, expected ${RATE}`)
  const pcm = readPcm(readFileSync(file))
  // Cut the synthesiser's silence so a cue starts when its first word does.
  const loud = (sample: number) => Math.abs(sample) > 300
  const first = pcm.findIndex(loud)
  const last = pcm.findLastIndex(loud)
  if (first < 0) throw new Error(`espeak-ng said nothing for "${line.text}"`)
  return pcm.slice(Math.max(0, first - 220), Math.min(pcm.length, last + 441))
}

// A timeline being built: speech placed at known offsets, then a bed under it.
export class Track {
  private speech: Int16Array[] = []
  private offsets: number[] = []
  readonly placed: Placed[] = []

  place(line: Line, samples: Int16Array, startSeconds: number): number {
    const start = Math.round(startSeconds * RATE)
    this.speech.push(samples)
    this.offsets.push(start)
    const end = (start + samples.length) / RATE
    this.placed.push({ line, start: start / RATE, end })
    return end
  }

  // The whole track, `seconds` long: the bed at `loud` gain where nobody speaks and `quiet`
  // under speech (0.4 s ramps), with a crowd of `crowd` amplitude.
  mix(seconds: number, seed: number, bed: { loud: number; quiet: number; crowd: number }): Buffer {
    const length = Math.round(seconds * RATE)
    const music = melody(seed, seconds + 1, RATE)
    const speaking = new Uint8Array(length)
    for (const { start, end } of this.placed) {
      speaking.fill(1, Math.round(start * RATE), Math.min(length, Math.round(end * RATE)))
    }
    const out = new Int16Array(length)
    const ramp = 1 / (0.4 * RATE)
    let gain = bed.loud
    let noise = 0
    let state = seed >>> 0
    for (let i = 0; i < length; i += 1) {
      // Look ahead 0.4 s so the bed is already down when a line starts.
      const ahead = speaking[Math.min(length - 1, i + Math.round(0.4 * RATE))] === 1
      const target = speaking[i] === 1 || ahead ? bed.quiet : bed.loud
      gain += Math.max(-ramp, Math.min(ramp, target - gain))
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0
      noise = 0.985 * noise + 0.015 * (state / 2 ** 31 - 1) // low-passed white noise
      // Fade the first and last half second in and out.
      const edge = Math.min(1, i / (0.5 * RATE), (length - i) / (0.5 * RATE))
      out[i] = Math.round(((music[i] ?? 0) * gain + noise * bed.crowd * 12) * edge)
    }
    this.speech.forEach((samples, index) => {
      const offset = this.offsets[index] ?? 0
      for (let i = 0; i < samples.length && offset + i < length; i += 1) {
        const sum = (out[offset + i] ?? 0) + (samples[i] ?? 0)
        out[offset + i] = Math.max(-32768, Math.min(32767, sum))
      }
    })
    return writeWav(out, RATE)
  }
}
