// One linter for the tree: typescript-eslint type-checked + react-hooks, with the
// import boundaries of docs/style.md: each room imports only the rooms below it (ROOMS), no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import local from './lint/import-cycles.js';

/**
 * Which room may import which (ARCHITECTURE.md). A room missing from a list is forbidden to it;
 * the tests and the benches, which are not keys, may import anything.
 */
/** What the UI may use: every room below the components. */
const UI_ROOMS = [
  'src/config',
  'src/domain',
  'src/i18n',
  'src/state',
  'src/content',
  'src/device',
  'src/api',
  'src/telemetry',
  'src/islands',
  'src/auth',
  'src/sw',
];

const ROOMS = {
  'src/config/constants.ts': [],
  'src/domain': ['src/config/constants.ts'],
  'src/config': ['src/config/constants.ts', 'src/domain'],
  'src/i18n': ['src/config/constants.ts', 'src/domain'],
  'src/state': ['src/config/constants.ts', 'src/domain'],
  'src/content': ['src/config/constants.ts', 'src/domain'],
  // What the browser keeps on the device, through the register and the visitor's consent.
  'src/device': ['src/config/constants.ts', 'src/domain'],
  'src/consent': ['src/config', 'src/domain', 'src/i18n', 'src/device'],
  'src/api': ['src/config', 'src/domain', 'src/state'],
  'src/telemetry': ['src/config', 'src/domain', 'src/api', 'src/state', 'src/device'],
  'src/islands': ['src/config', 'src/domain', 'src/telemetry'],
  // The worker's source and its page-side registration (which talks to the store and the API).
  'src/sw': ['src/config', 'src/domain', 'src/i18n', 'src/api', 'src/state', 'src/device'],
  'src/auth': [
    'src/config',
    'src/domain',
    'src/api',
    'src/state',
    'src/telemetry',
    'src/i18n',
    'src/device',
  ],
  'src/components': UI_ROOMS,
  // The browser runtime: everything the components use, the components and the gates.
  'src/app': [...UI_ROOMS, 'src/consent', 'src/components'],
  renderer: ['src'],
  pages: ['src', 'renderer'],
  // The build-time pipeline; it runs, and starts its workers, from the bundles build/ makes.
  prerender: [
    'src/config',
    'src/domain',
    'src/api',
    'src/islands',
    'renderer',
    'prerender.config.ts',
    'build/worker-bundle.ts',
    'build/bundle-record.mjs',
    'build/build-dir.mjs',
  ],
  // The local CDN reads the published tree's contract only.
  // The CDN sends the security headers' baseline when nothing is published (src/config/csp.ts).
  cdn: ['src/config', 'src/domain'],
  // The local content API and its user service, a server of their own.
  server: ['src/config', 'src/domain'],
  // Build steps over the app: the budget check, the worker bundle, the service worker.
  build: ['src'],
  // The stack's scripts seed the Auth emulator with the API's seed users.
  scripts: ['src/config', 'src/domain', 'server/seed'],
};

/**
 * The prerender's stages (prerender/README.md), each a folder that may import only the stages and
 * top-level files listed: the records at the bottom, the flow (run.ts, cli.ts) above them all.
 */
const PRERENDER_STAGES = {
  records: ['files.ts'],
  read: ['records', 'config.ts'],
  plan: ['records', 'read'],
  check: ['records', 'files.ts'],
  render: ['records', 'read', 'plan', 'check', 'config.ts'],
  publish: ['records', 'read', 'render', 'files.ts'],
  shard: ['records', 'read', 'plan', 'check', 'config.ts', 'files.ts'],
  // After live: what is live (read), whether a build holds the lock, the run's peak memory.
  siblings: ['read', 'lock.ts', 'summary.ts'],
  // Above run.ts: the live build's manifests (records, read), the lock, run.ts's patch, and the
  // sibling passes over what each patch put live.
  publisher: ['records', 'read', 'config.ts', 'lock.ts', 'summary.ts', 'run.ts', 'siblings'],
};
const PRERENDER_PARTS = [
  ...Object.keys(PRERENDER_STAGES),
  'config.ts',
  'files.ts',
  'lock.ts',
  'summary.ts',
  'run.ts',
  'cli.ts',
];

/** A stage may use itself and the parts it lists; every other part of the prerender is denied. */
function stageZones() {
  return Object.entries(PRERENDER_STAGES).flatMap(([stage, allowed]) =>
    PRERENDER_PARTS.filter((part) => part !== stage && !allowed.includes(part)).map((part) => ({
      target: `./prerender/${stage}`,
      from: `./prerender/${part}`,
      message: `prerender/${stage}/ may import only ${allowed.join(', ')} of the prerender (eslint.config.js PRERENDER_STAGES).`,
    })),
  );
}

/** Every room a key of ROOMS can be denied: the src rooms and the top-level ones. */
const ALL_ROOMS = [
  ...Object.keys(ROOMS).filter((room) => room.startsWith('src/')),
  'renderer',
  'pages',
  'prerender',
  'cdn',
  'server',
  'build',
  'scripts',
  'bench',
  'tests',
];

/** A room may use itself, what it contains, and its allowed rooms; every other room is denied. */
function zones() {
  return Object.entries(ROOMS).flatMap(([room, allowed]) => {
    const within = (other, parent) => other === parent || other.startsWith(`${parent}/`);
    const denied = ALL_ROOMS.filter(
      (other) => !within(other, room) && !allowed.some((a) => within(other, a)),
    );
    return denied.map((from) => ({
      target: `./${room}`,
      from: `./${from}`,
      // An allowed room inside a denied one (src/config/constants.ts in src/config) stays usable.
      except: allowed
        .filter((a) => a.startsWith(`${from}/`))
        .map((a) => `.${a.slice(from.length)}`),
      message: `${room} may import only ${allowed.length ? allowed.join(', ') : 'nothing'} (eslint.config.js ROOMS).`,
    }));
  });
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'out/',
      'out-*/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // Astro's bench app types resolve from its own node_modules, installed by the bench when
      // missing: checked by its own tsconfig (bench/astro/tsconfig.json), not on a fresh clone.
      'bench/astro/',
      '.tmp/',
      '**/*.tmp.*',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...zones(), ...stageZones()] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-import-cycle': ['error', { root: import.meta.dirname }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What the product runs is a dependency; tools are dev ones (`npm ci --omit=dev` runs the
    // API, the CDN and the prerender). Builds, tests, benches and configs may use dev tools; the
    // service worker's source is bundled by build/sw.ts, so its workbox modules are build input.
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            'build/**',
            'scripts/**',
            'tests/**',
            'bench/**',
            'src/sw/sw.ts',
            '*.config.ts',
            '*.config.js',
          ],
          packageDir: [import.meta.dirname],
        },
      ],
    },
  },
  {
    // The build steps a release runs after `npm ci --omit=dev`: the prerender's bundles, made
    // again by a prerender when their inputs changed, and the service worker's step.
    files: [
      'build/bundle-prerender.ts',
      'build/bundle-record.mjs',
      'build/build-dir.mjs',
      'build/cli-bundle.ts',
      'build/stamped-bundle.ts',
      'build/worker-bundle.ts',
      'build/sw.ts',
      'build/sw-template.ts',
      'build/offline-template.ts',
    ],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, packageDir: [import.meta.dirname] },
      ],
    },
  },
  {
    // The benches' heavy tools come from bench/package.json, installed by the bench (bench/tools.ts).
    files: ['bench/**/*.ts', 'bench/**/*.tsx'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [import.meta.dirname, `${import.meta.dirname}/bench`] },
      ],
    },
  },
  {
    // docs/style.md habit 5: the domain is pure. No React, no DOM, no network.
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'swr', 'firebase', 'firebase/*'],
              message: 'src/domain is pure: no React or services.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'localStorage',
        'navigator',
        'XMLHttpRequest',
      ],
    },
  },
  {
    // docs/style.md habit 4: firebase loads on first use. Only src/auth/identity.ts imports it,
    // only src/auth/service.ts imports that, and src/auth/load.ts imports the service dynamically.
    files: ['src/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', 'src/auth/identity.ts', 'src/auth/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '**/auth/identity', '**/auth/service'],
              allowTypeImports: true,
              message: 'Firebase loads on first use: import it dynamically (src/auth/load.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every room a reader walks holds the same caps (docs/style.md, "size is judged by the walk"):
    // 300 lines a file, 60 a function, 4 parameters (pass an object beyond). Tests and benches
    // stay uncapped: a table of cases or a bench's report reads better whole.
    files: [
      'src/**/*.{ts,tsx}',
      'renderer/**/*.{ts,tsx}',
      'pages/**/*.{ts,tsx}',
      'server/**/*.ts',
      'cdn/**/*.ts',
      'build/**/*.{ts,cjs,mjs}',
      'scripts/**/*.{ts,mjs,cjs}',
      'prerender/**/*.{ts,cjs,mjs}',
      '*.config.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', { max: 4 }],
    },
  },
  {
    // docs/style.md habit 11, accessibility: the recommended jsx-a11y rules on every room that
    // renders JSX (the fork that supports ESLint 10; README's Dependencies says why).
    ...jsxA11y.configs.recommended,
    files: ['src/**/*.tsx', 'renderer/**/*.tsx', 'pages/**/*.tsx'],
  },
  {
    // A modal trigger is written by modalTrigger() alone, so the compiler checks its name
    // (src/components/modals/trigger.ts).
    files: ['src/**/*.tsx', 'renderer/**/*.tsx', 'pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^data-modal-(open|props)$/]',
          message: 'Spread modalTrigger(name, props) (src/components/modals/trigger.ts).',
        },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, the worker loader): the same boundaries, no type information.
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    // A browser test's contexts start as the suite's visitor only through its own `test`.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures/test': its contexts hold the visitor.",
            },
          ],
        },
      ],
    },
  },
  {
    // The worker's loader is CommonJS on purpose (build/worker-loader.cjs says why).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Playwright's waitForFunction takes the promise an async predicate returns as truthy: such a
      // wait returns at once, and the test races instead of waiting.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :function[async=true].arguments",
          message:
            'waitForFunction does not await an async predicate: poll with expect.poll(() => page.evaluate(...)).',
        },
      ],
    },
  },
);
