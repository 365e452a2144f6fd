// Loaded with `node --require` into the firebase-tools process that runs the Auth emulator
// (scripts/auth-emulator.ts): firebase-tools has exegesis compile every OpenAPI schema of the
// emulator's API before the first request, most of a start (docs/toolchain.md#the-auth-emulator).
// Compiled on first use instead, each schema still checks every request and answer it meets.
// CommonJS: firebase-tools loads exegesis-express with require(), and a preload runs before it.
'use strict';
const { createRequire } = require('node:module');

const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
/** @type {{ middleware: (doc: unknown, options: object, done?: unknown) => unknown }} */
const exegesisExpress = fromFirebaseTools('exegesis-express');
const compile = exegesisExpress.middleware;

exegesisExpress.middleware = (doc, options, done) =>
  compile(doc, { ...options, lazyCompileValidationSchemas: true }, done);
