// A WAV writer (RIFF, 16-bit mono PCM) and a melody of plucked tones chosen from a seed, so the
// same seed gives the same bytes: the quiet bed under the demo media's speech and the music of
// the music-only video (scripts/demo-media/audio.ts, which encodes the result).

export const SAMPLE_RATE = 8000

export function writeWav(samples: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = samples.length * 2
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28) // bytes a second
  header.writeUInt16LE(2, 32) // bytes a frame
  header.writeUInt16LE(16, 34) // bits a sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data, 40)
  // WAV is little-endian, as are the platforms Node runs on; copy the samples' bytes as they are.
  const body = Buffer.from(samples.buffer, samples.byteOffset, data)
  return Buffer.concat([header, body])
}

// A major pentatonic scale from A3 (semitones), so any sequence of its notes is consonant.
const SCALE = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21]
const BASE_HZ = 220

// `seconds` of eighth notes at 120 bpm picked by a small linear congruential generator from
// `seed`, each a decaying sine with a soft octave overtone, ending on the tonic.
export function melody(seed: number, seconds: number, sampleRate = SAMPLE_RATE): Int16Array {
  const noteLength = Math.round(sampleRate / 4)
  const count = Math.max(2, Math.floor((seconds * sampleRate) / noteLength))
  const samples = new Int16Array(count * noteLength)
  // Every note has the same pluck: a 10 ms attack and an exponential decay.
  const envelope = Float64Array.from(
    { length: noteLength },
    (_, i) => Math.min(1, i / 80) * Math.exp((-4 * i) / sampleRate),
  )
  let state = (seed * 2654435761) >>> 0
  for (let note = 0; note < count; note += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    const step = note === count - 1 ? 0 : (SCALE[state % SCALE.length] ?? 0)
    const hz = BASE_HZ * 2 ** (step / 12)
    const radians = (2 * Math.PI * hz) / sampleRate
    for (let i = 0; i < noteLength; i += 1) {
      const wave = Math.sin(radians * i) + 0.3 * Math.sin(2 * radians * i)
      samples[note * noteLength + i] = Math.round(wave * (envelope[i] ?? 0) * 9000)
    }
  }
  return samples
}
