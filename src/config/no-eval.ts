/**
 * The browser never compiles code from text: the content security policy has no 'unsafe-eval'
 * (product §9). zod builds fast object parsers with `new Function` unless told not to, and even its
 * probe for that is a reported violation. zod reads this switch from globalThis when it makes its
 * first object schema, so this module is the first import of every browser entry.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
