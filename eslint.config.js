import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import house from './apps/web/lint/house.js'

// Kept small (STYLE.md): rules of hooks, no focused tests, process.env only in the env
// modules, and no imports against the direction of DESIGN.md or the floors of the website's
// house (apps/web/lint/house.js).
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

const DECLARE_QUERY =
  'Declare the parameter in the route handle and read it with getQuery (utils/query.ts).'

const DECLARE_COOKIE =
  'Declare the cookie in a private route handle and read it with getCookies (utils/page-contract.ts).'
// headers.get('cookie') in any spelling: a cookie reaches a render only through the contract.
const readsCookieHeader = {
  selector: "CallExpression[callee.property.name='get'][arguments.0.value=/^cookie$/i]",
  message: DECLARE_COOKIE,
}

const processEnvOnlyInEnvModule = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration through the env module (DESIGN.md "Configuration").',
}

// The website's syntax rules (below); a later block for the same files replaces, not extends, them.
const webSyntax = [
  processEnvOnlyInEnvModule,
  { selector: "MemberExpression[property.name='searchParams']", message: DECLARE_QUERY },
  readsCookieHeader,
]

const injectsHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: "Render the provider's HTML with ProviderHtml (SafeHtml only, docs/decisions/022).",
}

const providerOnlyOverHttp = {
  group: ['**/apps/provider/**', '@fieldhouse/provider', '@fieldhouse/contract*'],
  message: 'The website speaks HTTP to the provider through provider-client (DESIGN.md).',
}

// The render kit (apps/web/app/render) is used through its two entry points only.
const renderKitEntries = {
  group: [
    '~/render/*',
    '!~/render/index.server',
    '**/render/*',
    '!**/render/index',
    '!**/render/index.server',
  ],
  message: "Import the render kit from '~/render' or '~/render/index.server', not its files.",
}

// The website's import rules; a later block for the same files replaces, not extends, them.
const webImports = (patterns) => [
  'error',
  {
    paths: [{ name: 'react-router', importNames: ['useSearchParams'], message: DECLARE_QUERY }],
    patterns: [...patterns, providerOnlyOverHttp, renderKitEntries],
  },
]

const noApps = {
  group: ['**/apps/**', '@fieldhouse/web*', '@fieldhouse/provider', '@fieldhouse/provider/*'],
  message: 'Nothing imports from apps/ (DESIGN.md).',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/provider/src/db/migrations/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'test', property: 'only', message: 'No focused tests.' },
        { object: 'describe', property: 'only', message: 'No focused tests.' },
        { object: 'it', property: 'only', message: 'No focused tests.' },
      ],
      'no-restricted-syntax': ['error', processEnvOnlyInEnvModule],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: restrict([
      noApps,
      { group: ['@fieldhouse/*'], message: 'domain is pure: it imports no other package.' },
      {
        group: ['react', 'react-dom', 'react-router', 'node:*'],
        message: 'domain has no I/O and no React.',
      },
    ]),
  },
  {
    files: ['packages/contract/**'],
    rules: restrict([
      noApps,
      { group: ['@fieldhouse/*'], message: 'contract imports nothing of ours.' },
    ]),
  },
  {
    files: ['packages/provider-client/**'],
    rules: restrict([
      noApps,
      { group: ['@fieldhouse/domain*'], message: 'provider-client -> contract only (DESIGN.md).' },
    ]),
  },
  {
    files: ['apps/provider/**'],
    rules: restrict([
      noApps,
      {
        group: ['@fieldhouse/domain*', '@fieldhouse/provider-client*'],
        message: 'provider -> contract only (DESIGN.md).',
      },
    ]),
  },
  {
    files: ['apps/web/**'],
    rules: restrict([providerOnlyOverHttp]),
  },
  {
    // Declared query parameters and cookies (apps/web/app/utils/query.ts, page-contract.ts): a
    // screen reads what it lists in its handle through getQuery and getCookies, so the page
    // cache can key on them and nothing undeclared reaches a render.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/app/utils/query.ts',
      'apps/web/app/utils/page-contract.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      // The service worker is no page: it reads React Router's own `version` and `_routes`.
      'apps/web/app/offline/sw-*.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...webSyntax, injectsHtml],
      'no-restricted-imports': webImports([]),
    },
  },
  {
    // The floors of the website's house and screens as leaves (apps/web/lint/house.js).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/floors': 'error' },
  },
  {
    // Where the web may set inner HTML: ProviderHtml, which takes only SafeHtml (the provider
    // client's sanitiser, docs/decisions/022), and markup we make ourselves (React's own output,
    // our inline scripts). Anything else would be a way round the sanitiser.
    files: [
      'apps/web/app/components/provider-html.tsx',
      'apps/web/app/components/static-html.tsx',
      'apps/web/app/components/cached-list.tsx',
      'apps/web/app/components/games/countdown-markup.server.tsx',
      'apps/web/app/shell/interstitials.tsx',
      'apps/web/app/root.tsx',
    ],
    rules: { 'no-restricted-syntax': ['error', ...webSyntax] },
  },
  {
    // Shared UI never reaches into the page shell (apps/web/app/components/README.md).
    files: ['apps/web/app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports([
        { group: ['~/shell/*', '**/shell/*'], message: 'components/ never imports the shell.' },
      ]),
    },
  },
  {
    // The env modules and the scripts that start processes are where configuration is read.
    files: [
      '**/env.server.ts',
      'apps/provider/src/env.ts',
      'scripts/**',
      '**/*.config.ts',
      '**/playwright.config.ts',
      'apps/provider/drizzle.config.ts',
      'apps/web/tests/**',
      'tests/**',
      'test-support/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
