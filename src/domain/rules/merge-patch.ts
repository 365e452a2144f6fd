/** JSON merge patch (RFC 7396): how an editor's PATCH changes a stored record. */

/** A JSON object (not an array, not null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `target` with `patch` applied (RFC 7396 §2): an object patch merges member by member, `null`
 * removes a member, anything else replaces the target whole. Neither input is changed. Members
 * are defined, not assigned, so a `__proto__` member is data like any other.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = {};
  const define = (key: string, value: unknown) =>
    Object.defineProperty(result, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  if (isObject(target)) for (const [key, value] of Object.entries(target)) define(key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else define(key, mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}

/** The top-level members a patch names (set or removed). */
export const patchedMembers = (patch: unknown): string[] =>
  isObject(patch) ? Object.keys(patch) : [];
