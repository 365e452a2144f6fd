import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineEntryImports } from '../../../build/inline-entry-imports';

const dir = mkdtempSync(join(tmpdir(), 'inline-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Two entries share a constant and a counter: the bundler gives each shared module a chunk.
writeFileSync(join(dir, 'constants.js'), 'export const GREETING = "здравей";\n');
writeFileSync(
  join(dir, 'counter.js'),
  'export let count = 0;\nexport const bump = () => ++count;\n',
);
writeFileSync(join(dir, 'lazy.js'), 'export { GREETING } from "./constants.js";\n');
writeFileSync(
  join(dir, 'other.js'),
  'import { GREETING } from "./constants.js";\nimport { bump } from "./counter.js";\nbump(GREETING);\n',
);

/** A real Vite build of the two entries, with the plugin; its chunks. */
async function chunks(pageImports: string, stateless: string[]): Promise<Rollup.OutputChunk[]> {
  const later = 'setTimeout(() => import("./lazy.js"));\n';
  writeFileSync(join(dir, 'page.js'), pageImports + later);
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [inlineEntryImports({ entry: 'page.js', stateless })],
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: { input: { page: join(dir, 'page.js'), other: join(dir, 'other.js') } },
    },
  });
  const [first] = Array.isArray(result) ? result : [result];
  if (!first || !('output' in first)) throw new Error('the build gave no output');
  return first.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

describe('the page script without static imports', () => {
  it('copies a stateless shared chunk into the script and leaves it to the other importers', async () => {
    const output = await chunks(
      'import { GREETING } from "./constants.js";\nconsole.log(GREETING);\n',
      ['constants.js'],
    );
    const page = output.find((chunk) => chunk.name === 'page');
    const other = output.find((chunk) => chunk.name === 'other');
    expect(page?.imports).toEqual([]);
    expect(page?.code).not.toMatch(/\bfrom\s*["']/);
    expect(page?.code).toContain('здравей');
    expect(page?.code).toMatch(/import\(["']\.\/lazy/);
    expect(other?.imports.length).toBe(1);
  });

  it('refuses a shared module that is not listed as stateless, naming it', async () => {
    const page =
      'import { GREETING } from "./constants.js";\nimport { bump } from "./counter.js";\n';
    await expect(chunks(`${page}bump(GREETING);\n`, ['constants.js'])).rejects.toThrow(
      /not listed as stateless.*counter\.js/,
    );
  });
});
