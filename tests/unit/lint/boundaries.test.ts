/**
 * The room boundaries of eslint.config.js hold: a file that imports across a forbidden boundary
 * fails `npm run check`, one that imports an allowed room passes. So do its size caps.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The rules tested here read imports and syntax, not types: the project's config without its
// type-checked program, which `npm run lint` builds once for the whole tree.
const eslint = new ESLint({
  cwd: new URL('../../..', import.meta.url).pathname,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The boundary errors of `code` linted as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => m.message);
}

describe('room boundaries (eslint.config.js ROOMS)', () => {
  it.each([
    ['src/domain/rules/slug.ts', "import { appStore } from '../../state/store';", 'src/domain'],
    ['src/api/race.ts', "import { Modal } from '../components/modals/Modal';", 'src/api'],
    [
      'src/components/layout/site.ts',
      "import { bootApp } from '../../app/boot';",
      'src/components',
    ],
    ['src/islands/runtime.ts', "import { Faq } from '../components/content/Faq';", 'src/islands'],
    ['server/media.ts', "import { appStore } from '../src/state/store';", 'server'],
    ['cdn/serve.ts', "import { runPrerender } from '../prerender/run';", 'cdn'],
    ['build/sw.ts', "import { writeAtomic } from '../prerender/files';", 'build'],
    ['scripts/stack.ts', "import { createApp } from '../server/app';", 'scripts'],
    // The prerender's stages (PRERENDER_STAGES): records at the bottom, no stage reaches up.
    [
      'prerender/records/pages.ts',
      "import { readSite } from '../read/site';",
      'prerender/records/',
    ],
    ['prerender/read/live.ts', "import { planLocale } from '../plan/plan';", 'prerender/read/'],
    ['prerender/check/links.ts', "import { startPool } from '../render/pool';", 'prerender/check/'],
    [
      'prerender/render/pool.ts',
      "import { publish } from '../publish/switch';",
      'prerender/render/',
    ],
    ['prerender/publish/switch.ts', "import { runPrerender } from '../run';", 'prerender/publish/'],
  ])(
    '%s may not: %s',
    async (filePath, code, room) => {
      const errors = await boundaryErrors(
        filePath,
        `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1] ?? ''}];\n`,
      );
      expect(errors.join('\n')).toContain(`${room} may import only`);
    },
    60_000,
  );

  it('an allowed import passes', async () => {
    const errors = await boundaryErrors(
      'src/components/layout/site.ts',
      "import { t } from '../../i18n';\nexport const used = [t];\n",
    );
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('dependencies (import-x/no-extraneous-dependencies)', () => {
  /** The dependency errors of `code` linted as if it were the file at `filePath`. */
  async function dependencyErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'import-x/no-extraneous-dependencies')
      .map((m) => m.message);
  }

  it.each([
    ['server/media.ts', "import { build } from 'vite';"],
    ['cdn/serve.ts', "import { build } from 'typescript';"],
    ['src/components/layout/site.ts', "import { build } from 'vite';"],
    ['prerender/run.ts', "import { build } from '@playwright/test';"],
  ])(
    'the product room of %s may not use a dev or bench tool: %s',
    async (filePath, code) => {
      const errors = await dependencyErrors(filePath, `${code}\nexport const used = [build];\n`);
      expect(errors.join('\n')).toMatch(/should be listed in the project's dependencies/);
    },
    60_000,
  );

  it.each([
    ['build/sw.ts', "import { build } from 'esbuild';"],
    ['server/media.ts', "import { Hono } from 'hono';"],
    ['bench/client.ts', "import { build } from 'lighthouse';"],
  ])(
    '%s may: %s',
    async (filePath, code) => {
      const name = code.match(/\{ (\w+) \}/)?.[1] ?? '';
      expect(await dependencyErrors(filePath, `${code}\nexport const used = [${name}];\n`)).toEqual(
        [],
      );
    },
    60_000,
  );
});

describe('import cycles, type-only and dynamic ones included (lint/import-cycles.js)', () => {
  async function cycleErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'local/no-import-cycle')
      .map((m) => m.message);
  }

  it('finds a cycle made by a type-only import', async () => {
    const errors = await cycleErrors(
      'src/config/stage.ts',
      "import type { ClientConfig } from './client';\nexport type Used = ClientConfig;\n",
    );
    expect(errors.join('\n')).toContain(
      'src/config/stage.ts → src/config/client.ts → src/config/stage.ts',
    );
  }, 60_000);

  it('finds a cycle made by a dynamic import', async () => {
    const errors = await cycleErrors(
      'src/components/modals/body-props.ts',
      "export const load = () => import('./bodies');\n",
    );
    expect(errors.join('\n')).toContain('body-props.ts → src/components/modals/bodies.ts');
  }, 60_000);

  it('passes a file whose imports never lead back to it', async () => {
    expect(
      await cycleErrors('src/config/stage.ts', "import { z } from 'zod';\nexport const s = z;\n"),
    ).toEqual([]);
  }, 60_000);
});

describe('size caps (max-lines-per-function, max-params, max-lines)', () => {
  /** The cap errors of `code` linted as if it were the file at `filePath` (one that exists). */
  async function capErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    const messages = result?.messages ?? [];
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    return messages
      .filter((m) => m.ruleId?.startsWith('max-') === true)
      .map((m) => `${m.ruleId ?? ''}: ${m.message}`);
  }

  /** A function of exactly `count` lines, its first and last included. */
  const functionOfLines = (count: number) =>
    [
      'export function long(): number {',
      '  let n = 0;',
      ...Array.from({ length: count - 4 }, () => '  n += 1;'),
      '  return n;',
      '}',
      '',
    ].join('\n');

  const fiveParams =
    'export function sum(a: number, b: number, c: number, d: number, e: number): number {\n' +
    '  return a + b + c + d + e;\n}\n';

  it('a 5-parameter function in the components fails; 4 pass', async () => {
    const file = 'src/components/layout/site.ts';
    expect((await capErrors(file, fiveParams)).join('\n')).toContain('max-params');
    const four = fiveParams.replace(', e: number', '').replace(' + e', '');
    expect(await capErrors(file, four)).toEqual([]);
  }, 60_000);

  it('a 61-line function in the components fails; 60 lines pass', async () => {
    const file = 'src/components/layout/site.ts';
    expect((await capErrors(file, functionOfLines(61))).join('\n')).toContain(
      'max-lines-per-function',
    );
    expect(await capErrors(file, functionOfLines(60))).toEqual([]);
  }, 60_000);

  it.each([
    'cdn/paths.ts',
    'build/sw.ts',
    'scripts/stack.ts',
    'src/app/boot.ts',
    'server/media.ts',
  ])(
    '%s holds the same caps',
    async (file) => {
      const errors = (await capErrors(file, functionOfLines(61) + fiveParams)).join('\n');
      expect(errors).toContain('max-lines-per-function');
      expect(errors).toContain('max-params');
    },
    60_000,
  );

  it('the prerender is capped like every room; tests are uncapped', async () => {
    expect((await capErrors('prerender/run.ts', functionOfLines(61))).join('\n')).toContain(
      'max-lines-per-function',
    );
    expect((await capErrors('prerender/run.ts', fiveParams)).join('\n')).toContain('max-params');
    expect(
      await capErrors('tests/unit/lint/boundaries.test.ts', functionOfLines(200) + fiveParams),
    ).toEqual([]);
  }, 60_000);
});
