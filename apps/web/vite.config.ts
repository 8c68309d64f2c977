import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// In development the provider's images are proxied like the production server does
// (server/app.ts), so <img src="/images/..."> works the same in both modes.
const providerUrl = process.env.PROVIDER_URL ?? 'http://127.0.0.1:4000'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, proxy: { '/images': providerUrl } },
  build: { assetsInlineLimit: 0 },
})
