// Worker threads start plain Node: register tsx first, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
