/** File steps shared by the pipeline's main thread and its render workers (issue 4). */
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The home page's slug (issue 4: "The home slug is 'home'"). */
export const HOME_SLUG = 'home';

/**
 * Writes a new file. The build folder is new, so the file normally does not exist; if it does
 * (a retried page), it is unlinked first: writing through a hard link carried over from the live
 * build would change the live file too. Synchronous on purpose: the worker has nothing else to
 * do meanwhile, and one syscall each beats a thread-pool round trip per step.
 */
export function writeNew(path: string, data: string): void {
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, data, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(path);
    writeFileSync(path, data, { flag: 'wx' });
  }
}

/** Hard-links a file of the live build into this build (an unchanged page). */
function carry(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(to);
    linkSync(from, to);
  }
}

/** Carries a page's HTML and db.json over from the live build's folders. */
export function carryPage(
  previous: { htmlRoot: string; dbRoot: string },
  job: { htmlRoot: string; dbRoot: string },
  slug: string,
): void {
  carry(join(previous.htmlRoot, slug, 'index.html'), join(job.htmlRoot, slug, 'index.html'));
  carry(join(previous.dbRoot, slug, 'db.json'), join(job.dbRoot, slug, 'db.json'));
}
