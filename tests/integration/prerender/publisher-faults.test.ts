/**
 * The publisher's faults (docs/deploying.md "The publisher"): a dropped change stream resumes
 * without missing a change; an API that errors is waited out while the live build keeps
 * serving; a full build or a second publisher meanwhile is refused by the lock; a publisher
 * killed while it publishes leaves the live tree whole, and the next one takes over.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../../server/listen';
import { liveRecordPath } from '../../../src/domain/entities/published-tree';
import { startTestApi } from '../server/helpers';
import { runPrerenderCli } from './cli';
import { cmsOf } from './cms';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { startPublisherCli, type PublisherCli } from './publisher-cli';
import { brokenPages, health, healthUrlOf, livePage } from './publisher-live';

let api: RunningApi;
let proxy: FaultProxy;
let out: string;
const started: PublisherCli[] = [];
let slug = '';
let name = '';

const rename = async (to: string) =>
  expect((await cmsOf(api.url).patch(`casinos/${slug}`, { name: to })).status).toBe(200);

/** A publisher reading through the proxy, its catch-up patch live. */
async function startPublisher(): Promise<PublisherCli> {
  const cli = startPublisherCli(proxy.url, out, {
    args: ['--locale', 'bg-BG'],
    sitemanagerApi: api.url,
  });
  started.push(cli);
  await cli.waitFor(/live: bg-BG/);
  return cli;
}

const nextLive = (cli: PublisherCli) => cli.waitFor(/live: bg-BG/, { from: cli.output().length });

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startFaultProxy(api.url);
  out = mkdtempSync(join(tmpdir(), 'publisher-faults-'));
  const run = await runPrerenderCli(api.url, out, ['--locale', 'bg-BG']);
  expect(run.status, run.output).toBe(0);
  const home = await cmsOf(api.url).readPage('bg-BG', 'home');
  const review = await cmsOf(api.url).readPage('bg-BG', home.unlinkedOperators[0] ?? '');
  slug = review.slug;
  name = review.casino?.name ?? '';
}, 180_000);
afterEach(async () => {
  proxy.failReads = false;
  proxy.refuse = false;
  await Promise.all(started.splice(0).map((cli) => cli.stop('SIGKILL')));
});
afterAll(async () => {
  await proxy.close();
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the change stream drops', () => {
  it('resumes from the last event id: a change made while it was down goes live', async () => {
    const cli = await startPublisher();
    proxy.refuse = true;
    proxy.cut();
    await cli.waitFor(/the change stream (closed|was cut|failed)/);
    const live = nextLive(cli);
    await rename(`${name} (докато връзката я няма)`);
    proxy.refuse = false;
    await live;
    expect(await livePage(out, 'bg-BG', slug)).toContain(`${name} (докато връзката я няма)`);
  });
});

describe('the content API errors', () => {
  it('backs off and keeps serving the live build, then publishes once the API answers', async () => {
    const cli = await startPublisher();
    const url = healthUrlOf(cli.output());
    const before = await livePage(out, 'bg-BG', slug);
    proxy.failReads = true;
    await rename(`${name} (след грешка)`);
    await cli.waitFor(/patch failed .*the live build keeps serving/);
    expect(await livePage(out, 'bg-BG', slug)).toBe(before);
    expect((await health(url)).status).toBe(503);
    const live = nextLive(cli);
    proxy.failReads = false;
    await live;
    expect(await livePage(out, 'bg-BG', slug)).toContain(`${name} (след грешка)`);
    await expect.poll(async () => (await health(url)).status).toBe(200);
  });
});

describe('the lock decides', () => {
  it('a full build or a second publisher meanwhile is refused and damages nothing', async () => {
    const cli = await startPublisher();
    const live = readFileSync(liveRecordPath(out), 'utf8');
    const build = await runPrerenderCli(api.url, out, ['--locale', 'bg-BG']);
    expect(build.status, build.output).toBe(2);
    expect(build.output).toMatch(/Another prerender \(.*\) is publishing/);
    const second = startPublisherCli(api.url, out, { args: ['--locale', 'bg-BG'] });
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/Another prerender \(.*\) is publishing/);
    expect(readFileSync(liveRecordPath(out), 'utf8')).toBe(live);
    const next = nextLive(cli);
    await rename(`${name} (след отказа)`);
    await next;
    expect(await livePage(out, 'bg-BG', slug)).toContain(`${name} (след отказа)`);
    // Stopped, it lets the lock go: a full build runs.
    expect(await cli.stop('SIGTERM')).toBe(0);
    expect((await runPrerenderCli(api.url, out, ['--locale', 'bg-BG'])).status).toBe(0);
  });
});

describe('killed while publishing', () => {
  it('leaves the live tree whole; the next publisher takes the lock over and catches up', async () => {
    const cli = await startPublisher();
    const limit = pLimit(8);
    const edits = Promise.all(
      Array.from({ length: 60 }, (_, i) => limit(() => rename(`${name} ${String(i)}`))),
    );
    await cli.waitFor(/publisher: patching/, { from: cli.output().length });
    await cli.waitFor(/cache clears|publish/, { from: cli.output().length }).catch(() => '');
    await cli.stop('SIGKILL');
    await edits;
    expect(await brokenPages(out, 'bg-BG')).toEqual([]);
    await rename(`${name} последно`);
    const next = await startPublisher();
    expect(next.output()).toMatch(/took over the publish lock/);
    expect(await livePage(out, 'bg-BG', slug)).toContain(`${name} последно`);
    expect(await brokenPages(out, 'bg-BG')).toEqual([]);
  });
});
