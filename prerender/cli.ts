/** `npm run prerender -- [--locale bg-BG …] [--out DIR] [--max-failures N] [--no-incremental]`. */
import { loadConfig } from './config';
import { runPrerender } from './pipeline';

try {
  const summary = await runPrerender(loadConfig(process.argv.slice(2)));
  if (summary.failedLocales.length > 0) {
    for (const f of summary.failedLocales) {
      console.error(
        `prerender: ${f.locale} NOT published (the previous version keeps serving); failed pages: ${f.failedSlugs.join(', ')}`,
      );
    }
    process.exit(1);
  }
} catch (error) {
  console.error(`prerender: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
