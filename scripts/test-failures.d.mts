// Types of test-failures.mjs (plain JavaScript: `npm test` runs before anything is installed).

/** Vitest's failed tests, and files that failed outside their tests, one line each. */
export declare function vitestFailures(report: unknown, root: string): string[];

/** Playwright's failed tests, and those that passed only on a retry, one line each. */
export declare function playwrightFailures(report: unknown): string[];
