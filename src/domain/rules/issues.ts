/** A zod refusal as text that names each field, for every 400 and every bad setting. */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * The issues to name for `issue`: a union that no option took is answered with the option it
 * came closest to (the fewest issues), so `{"postId": 2147483648}` names postId, not the union.
 */
function named(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, option) =>
    option.length < best.length ? option : best,
  );
  return closest.flatMap((inner) => named({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Each issue as `path: message`; an issue of the whole value is named `whole`. */
export const issueLines = (error: z.ZodError, whole = 'input'): string[] =>
  error.issues.flatMap(named).map((i) => `${i.path.join('.') || whole}: ${i.message}`);

/** The issues on one line, `; ` between them. */
export const issuesText = (error: z.ZodError, whole?: string): string =>
  issueLines(error, whole).join('; ');
