/**
 * Freshness under edits (issue 53 target 5): one edit a second to the page a run reads, and a
 * probe reading that page back to back beside the load. A probe's answer is stale when its
 * request left after the change event of a later edit had arrived on GET /changes, yet it shows
 * an older edit: the answer outlived the event that invalidated it.
 */
import { AdminEdit, Page } from '../src/domain/entities';

const EDIT_EVERY_MS = 1_000;
const EDITOR = `Basic ${Buffer.from('local:local').toString('base64')}`;

/** What the probe and the editor saw. */
export type Freshness = {
  edits: number;
  probes: number;
  stale: number;
  /** From sending a PATCH to its change event on the stream, per edit. */
  editToEventMs: number[];
};

/** The times change events arrived, by id, from GET /changes on `base`. */
async function followChanges(base: string, signal: AbortSignal) {
  const arrived = new Map<number, number>();
  const response = await fetch(`${base}/changes`, { signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        const at = performance.now();
        for (const block of blocks) {
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id && /^event: change$/m.test(block)) arrived.set(Number(id), at);
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return arrived;
}

/** Edits `slug`'s description once a second for `ms` while a probe reads it; counts stale answers. */
export async function measureFreshness(base: string, slug: string, ms: number): Promise<Freshness> {
  const stop = new AbortController();
  const arrived = await followChanges(base, stop.signal);
  const edits: { n: number; sent: number; id: number }[] = [];
  const probes: { sent: number; n: number }[] = [];
  const end = performance.now() + ms;
  const editor = (async () => {
    for (let n = 1; performance.now() < end; n += 1) {
      const sent = performance.now();
      const response = await fetch(`${base}/admin/pages/bg-BG/${slug}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json', authorization: EDITOR },
        body: JSON.stringify({ description: `Правка ${String(n)}` }),
      });
      edits.push({ n, sent, id: AdminEdit.parse(await response.json()).change.id });
      await new Promise((r) =>
        setTimeout(r, Math.max(0, EDIT_EVERY_MS - (performance.now() - sent))),
      );
    }
  })();
  const probe = (async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const response = await fetch(`${base}/${slug}`, { headers: { 'x-locale': 'bg-BG' } });
      const page = Page.parse(await response.json());
      probes.push({ sent, n: Number(/^Правка (\d+)$/.exec(page.description)?.[1] ?? 0) });
    }
  })();
  await Promise.all([editor, probe]);
  stop.abort();
  const seen = edits.flatMap((e) => {
    const at = arrived.get(e.id);
    return at === undefined ? [] : [{ ...e, at }];
  });
  // The newest edit whose event had arrived when each probe left.
  const stale = probes.filter((p) => {
    const due = seen.filter((e) => e.at <= p.sent).reduce((max, e) => Math.max(max, e.n), 0);
    return p.n < due;
  }).length;
  return {
    edits: edits.length,
    probes: probes.length,
    stale,
    editToEventMs: seen.map((e) => Math.round(e.at - e.sent)),
  };
}
