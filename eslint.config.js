// One linter for the tree: typescript-eslint type-checked + react-hooks, with the
// import boundaries of STYLE.md (src/domain stays free of React, the DOM and fetch).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'out/',
      'out-*/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      '.tmp/',
      '**/*.tmp.*',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // STYLE.md habit 5: the domain is pure. No React, no DOM, no network.
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
            {
              group: [
                '../api/*',
                '../components/*',
                '../state/*',
                '../islands/*',
                '../auth/*',
                '../telemetry/*',
              ],
              message: 'src/domain imports nothing outside itself.',
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
    files: ['tests/**/*.ts', 'tests/**/*.tsx', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
