/**
 * `npm test` names each test that did not pass above its totals (scripts/test-failures.mjs): a
 * failed vitest test, a vitest file that failed outside its tests, a Playwright test that failed
 * or passed only on its retry; a passing run names none.
 */
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from '../../../scripts/test-failures.mjs';

const root = '/repo/';
const vitestReport = {
  testResults: [
    {
      name: '/repo/tests/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { status: 'passed', fullName: 'a passes', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'a › fails',
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3',
          ],
        },
      ],
    },
    {
      name: '/repo/tests/b.test.ts',
      status: 'failed',
      message: 'Error: Hook timed out in 120000ms.\nIf this is a long-running hook…',
      assertionResults: [{ status: 'skipped', fullName: 'b', failureMessages: [] }],
    },
    { name: '/repo/tests/c.test.ts', status: 'passed', message: '', assertionResults: [] },
  ],
};

const spec = (title: string, status: string, error?: string) => ({
  title,
  file: 'gates.spec.ts',
  line: 12,
  tests: [{ status, results: [{ error: error ? { message: error } : undefined }, {}] }],
});
const playwrightReport = {
  suites: [
    {
      specs: [spec('passes', 'expected')],
      suites: [
        {
          specs: [
            spec(
              'retried',
              'flaky',
              'Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible()\nCall log',
            ),
            spec('fails', 'unexpected'),
            spec('skipped', 'skipped'),
          ],
        },
      ],
    },
  ],
};

describe('the tests a run did not pass', () => {
  it('names a failed vitest test and a file that failed outside its tests, by their first line', () => {
    expect(vitestFailures(vitestReport, root)).toEqual([
      'tests/a.test.ts › a › fails: AssertionError: expected 1 to be 2',
      'tests/b.test.ts: Error: Hook timed out in 120000ms.',
    ]);
  });

  it('names a failed Playwright test and one that passed only on its retry, nested in describes', () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      'flaky: gates.spec.ts:12 › retried: Error: expect(locator).toBeVisible()',
      'unexpected: gates.spec.ts:12 › fails: no message',
    ]);
  });

  it('names nothing for a passing run or a missing report', () => {
    expect(vitestFailures({ testResults: [vitestReport.testResults[2]] }, root)).toEqual([]);
    expect(playwrightFailures(null)).toEqual([]);
    expect(vitestFailures(null, root)).toEqual([]);
  });
});
