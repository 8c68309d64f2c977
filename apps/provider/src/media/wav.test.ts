import { expect, test } from 'vitest'
import { melody, SAMPLE_RATE, writeWav } from './wav'

test('writeWav writes a RIFF WAVE header for 16-bit mono PCM and the samples after it', () => {
  const samples = melody(7, 3)
  const bytes = writeWav(samples)
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF')
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8)
  expect(bytes.toString('ascii', 8, 16)).toBe('WAVEfmt ')
  expect(bytes.readUInt16LE(20)).toBe(1)
  expect(bytes.readUInt16LE(22)).toBe(1)
  expect(bytes.readUInt32LE(24)).toBe(SAMPLE_RATE)
  expect(bytes.readUInt16LE(34)).toBe(16)
  expect(bytes.readUInt32LE(40)).toBe(samples.length * 2)
  expect(bytes.readInt16LE(44 + 200)).toBe(samples[100])
})

test('melody is seconds long, audible, deterministic per seed and different across seeds', () => {
  const a = melody(3, 4)
  expect(a.length / SAMPLE_RATE).toBeCloseTo(4, 0)
  expect(Math.max(...a)).toBeGreaterThan(5000)
  expect(melody(3, 4)).toEqual(a)
  expect(melody(4, 4)).not.toEqual(a)
})
