// The tests a run did not pass, named one a line from the reporters' JSON: `npm test` prints
// them last, above its totals, because a CI log keeps only its tail.
import { stripVTControlCharacters } from 'node:util';

/**
 * Vitest's failed tests as "file › name: first line", and a file that failed outside its tests
 * (a hook, an import) as "file: first line". `root` is taken off the files' absolute paths.
 */
export function vitestFailures(report, root) {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(root, '');
    const lines = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return lines.length > 0 || file.status !== 'failed'
      ? lines
      : [`${where}: ${firstLine(file.message)}`];
  });
}

/** Playwright's tests that failed, or passed only on a retry, as "status: file:line › title: …". */
export function playwrightFailures(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const error = test.results.find((result) => result.error)?.error?.message;
          return `${test.status}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report?.suites ?? []).flatMap(walk);
}

/** A message's first line, without the reporters' colours, at most 300 characters. */
function firstLine(message) {
  const plain = stripVTControlCharacters(String(message ?? 'no message'));
  return plain.trim().split('\n')[0].slice(0, 300);
}
