/**
 * Before each file of project unit-dom: our modules load anew, as on a fresh page load, while
 * React, the DOM and the other packages stay loaded in the worker (vitest.config.ts).
 */
import { vi } from 'vitest';

vi.resetModules();
