/**
 * Reads and parses one part of the environment: the keys a zod object names, then the rules
 * across them, into one error naming every bad key. Callers pass the record (process.env on the
 * server, the build's record for the browser), so this never touches process or window.
 */
import type { z } from 'zod';
import { issueLines } from '../domain/rules/issues.ts';
import { ruleIssues, type EnvRule, type GivenKeys } from './env-rules.ts';

type Source = Record<string, string | undefined>;

/**
 * Reads a key, also under the VITE_ prefix the browser build exposes (unprefixed wins). Empty
 * text counts as unset, because shells and CI often export empty variables.
 */
function read(source: Source, key: string): string | undefined {
  const value = source[key] ?? source[`VITE_${key}`];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * LANG is also the POSIX locale variable ('C.UTF-8', 'en_US.UTF-8') in every shell's process.env,
 * so only a bare language code is taken as the site language; anything else is ignored.
 */
function readLang(source: Source): string | undefined {
  const value = read(source, 'LANG');
  return value !== undefined && /^[a-z]{2,3}$/i.test(value) ? value : undefined;
}

/** One part of the environment: its keys, its rules, and the words its error starts with. */
export type EnvPart<Keys extends z.ZodObject> = {
  keys: Keys;
  rules: readonly EnvRule[];
  /** e.g. 'Invalid environment'. */
  label: string;
};

/**
 * The keys of `part` read from `source` and parsed; throws one Error naming every bad key, e.g.
 * 'Invalid environment: STAGE: …; API_BASE_URL: …'.
 */
export function parseEnvPart<Keys extends z.ZodObject>(
  part: EnvPart<Keys>,
  source: Source,
): z.output<Keys> {
  const given: GivenKeys = {};
  for (const key of Object.keys(part.keys.shape)) {
    const value = key === 'LANG' ? readLang(source) : read(source, key);
    if (value !== undefined) given[key] = value;
  }
  const result = part.keys.safeParse(given);
  const issues = [
    ...(result.success ? [] : issueLines(result.error)),
    ...ruleIssues(given, part.rules),
  ];
  if (!result.success || issues.length > 0) {
    throw new Error(`${part.label}: ${issues.join('; ')}`);
  }
  return result.data;
}
