import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import type { Plugin } from 'vite'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Text a browser asks for compressed; smaller files gain too little to be worth a second file.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/
const MIN_BYTES = 1024

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every script,
 * stylesheet and SVG of the browser build, once, at build time. The server sends them as they
 * are (server/app.ts, `precompressed`), so no visitor's request compresses a script: before,
 * each request gzipped its file again at level 6, and no visitor got brotli, which makes the
 * home page's scripts some 15% smaller than gzip does (docs/performance.md "JavaScript").
 */
export function precompressAssets(): Plugin {
  return {
    name: 'fieldhouse:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir
      if (!outDir) return
      const files = Object.values(bundle).flatMap((output) => {
        const source = output.type === 'chunk' ? output.code : output.source
        return COMPRESSIBLE.test(output.fileName) && source.length >= MIN_BYTES
          ? [{ path: join(outDir, output.fileName), bytes: Buffer.from(source) }]
          : []
      })
      await Promise.all(
        files.map(async ({ path, bytes }) => {
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
