// Durations read from the bytes of the demo media (tests only), so a test can check that a
// manifest's figure belongs to the file without ffprobe: WebM's Segment Info Duration, and an
// MP3's frame count from its Xing/Info tag.

// The EBML element `id` followed by its size and a float payload, in the file's head.
function ebmlFloat(bytes: Buffer, id: number[]): number | null {
  const head = bytes.subarray(0, 4096)
  for (let at = 0; at + id.length + 9 <= head.length; at += 1) {
    if (!id.every((byte, i) => head[at + i] === byte)) continue
    const size = head[at + id.length]
    const payload = at + id.length + 1
    if (size === 0x88) return head.readDoubleBE(payload)
    if (size === 0x84) return head.readFloatBE(payload)
  }
  return null
}

function ebmlUint(bytes: Buffer, id: number[]): number | null {
  const head = bytes.subarray(0, 4096)
  for (let at = 0; at + id.length + 2 <= head.length; at += 1) {
    if (!id.every((byte, i) => head[at + i] === byte)) continue
    const sizeByte = head[at + id.length] ?? 0
    if (sizeByte < 0x81 || sizeByte > 0x88) continue
    return head.readUIntBE(at + id.length + 1, sizeByte - 0x80)
  }
  return null
}

export function webmDurationSeconds(bytes: Buffer): number | null {
  if (bytes.readUInt32BE(0) !== 0x1a45dfa3) return null // not EBML
  const duration = ebmlFloat(bytes, [0x44, 0x89])
  const scale = ebmlUint(bytes, [0x2a, 0xd7, 0xb1]) ?? 1_000_000 // nanoseconds a tick
  return duration === null ? null : (duration * scale) / 1e9
}

const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
}

// Layer III only (what the generator writes), no ID3 tag in front.
export function mp3DurationSeconds(bytes: Buffer): number | null {
  const header = bytes.readUInt32BE(0)
  if (header >>> 21 !== 0x7ff || ((header >>> 17) & 3) !== 1) return null // sync, layer III
  const version = (header >>> 19) & 3 // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5
  const rate = MP3_RATES[version]?.[(header >>> 10) & 3]
  const mono = ((header >>> 6) & 3) === 3
  if (!rate) return null
  const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17
  const tag = bytes.toString('ascii', 4 + sideInfo, 8 + sideInfo)
  if (tag !== 'Xing' && tag !== 'Info') return null
  if ((bytes.readUInt32BE(8 + sideInfo) & 1) === 0) return null // no frame count
  const frames = bytes.readUInt32BE(12 + sideInfo)
  return (frames * (version === 3 ? 1152 : 576)) / rate
}
