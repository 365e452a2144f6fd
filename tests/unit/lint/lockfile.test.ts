/**
 * The lockfile pins every package: `npm audit` cannot reach this registry's audit endpoint
 * (docs/security.md), so what installs must at least be exactly what was reviewed: an exact version
 * and an integrity hash for each, and every dependency of package.json present in it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, { version?: string; integrity?: string; link?: boolean }>;
};
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('package-lock.json', () => {
  it('pins every package to an exact version with a sha512 integrity hash', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    const loose = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.link)
      .filter(
        ([, entry]) =>
          !/^\d+\.\d+\.\d+/.test(entry.version ?? '') ||
          !(entry.integrity ?? '').startsWith('sha512-'),
      )
      .map(([path]) => path);
    expect(loose).toEqual([]);
  });

  it('holds every dependency package.json names', () => {
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    expect(names.filter((name) => !lock.packages[`node_modules/${name}`])).toEqual([]);
  });
});
