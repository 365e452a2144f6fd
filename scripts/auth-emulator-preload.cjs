// Loaded with `node --require` into the firebase-tools process that runs the Auth emulator
// (scripts/auth-emulator.ts). The emulator's REST API checks every request and answer against its
// OpenAPI schemas through exegesis; firebase-tools asks exegesis to compile all of them with ajv
// before the first request, two thirds of the emulator's start-up. Compiled on first use
// instead, each schema still checks every request that reaches it (docs/toolchain.md#the-auth-emulator).
// CommonJS: firebase-tools loads exegesis-express with require(), and a preload must run first.
'use strict';
const { createRequire } = require('node:module');

const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
/** @type {{ middleware: (doc: unknown, options: object, done?: unknown) => unknown }} */
const exegesisExpress = fromFirebaseTools('exegesis-express');
const compile = exegesisExpress.middleware;

exegesisExpress.middleware = (doc, options, done) =>
  compile(doc, { ...options, lazyCompileValidationSchemas: true }, done);
