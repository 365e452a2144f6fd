/**
 * The room boundaries of eslint.config.js hold: a file that imports across a forbidden boundary
 * fails `npm run check`, one that imports an allowed room passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

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
    ['api/media.ts', "import { appStore } from '../src/state/store';", 'api'],
    ['cdn/serve.ts', "import { runPrerender } from '../prerender/run';", 'cdn'],
    ['build/sw.ts', "import { writeAtomic } from '../prerender/files';", 'build'],
    ['scripts/stack.ts', "import { createApp } from '../api/app';", 'scripts'],
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
