// The only eager script of a page (≤ 15 KB gzipped): wakes islands on their triggers
// (product §4 Hydration) and starts the small app runtime. React loads only with an island.
// First: zod must never try `new Function` under the content security policy (product §9).
import '../src/config/no-eval';
import './styles.css';
import { bootApp } from '../src/app/boot';
import { afterFirstPaint } from '../src/app/first-paint';
import { hasInteracted, watchFirstInteraction } from '../src/app/first-interaction';
import { FEATURE_FLAGS } from '../src/config/constants';
import { keepIfLeftBeforeRegistering } from '../src/sw/early';
import { whenStylesheetsLoaded } from '../src/app/stylesheet';
import { registerIslands } from '../src/islands/registry';
import { startIslands } from '../src/islands/runtime';
import { islandLoaders } from './islands';

document.documentElement.dataset.booted = 'true';
watchFirstInteraction();
if (FEATURE_FLAGS.pwa) keepIfLeftBeforeRegistering(hasInteracted);
// What the runtime renders needs the whole sheet; the page's own rules are inline already. Its
// lazy loads start after the first paint, so none of them is in that paint's path; the islands
// are armed now, so a click on a painted island before then is held, not lost (product §4).
const painted = Promise.all([whenStylesheetsLoaded(), afterFirstPaint()]);
void painted.then(() => bootApp());
registerIslands(islandLoaders);
startIslands(document, { after: painted });
