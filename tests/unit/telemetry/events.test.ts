// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_REPORT_DEBOUNCE_MS } from '../../../src/config/constants';
import { EventReportBatch, type EventReport } from '../../../src/domain/entities/reports';
import {
  clickDraft,
  pageViewDraft,
  recordNavigation,
  type PageFacts,
} from '../../../src/telemetry/events';

const facts: PageFacts = { slug: 'home', locale: 'bg-BG', title: 'Начало', history: ['/'] };

// The identity module keeps its readiness per module instance: each test gets a fresh one.
async function fresh() {
  vi.resetModules();
  const identity = await import('../../../src/telemetry/identity');
  const events = await import('../../../src/telemetry/events');
  return { identity, events };
}

describe('event report batching (product §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one batch 200 ms after the latest event', async () => {
    const { identity, events } = await fresh();
    identity.provideReportUser({ uid: 'anon-1', isAnonymous: true });
    const post = vi.fn((_batch: EventReport[], _keepalive: boolean) => Promise.resolve());
    const collector = events.createEventCollector(post);
    collector.track(pageViewDraft(facts));
    await vi.advanceTimersByTimeAsync(150);
    collector.track(pageViewDraft({ ...facts, slug: 'login' }));
    await vi.advanceTimersByTimeAsync(EVENT_REPORT_DEBOUNCE_MS - 1);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    const [batch, keepalive] = post.mock.calls[0] ?? [];
    expect(keepalive).toBe(false);
    expect(EventReportBatch.parse(batch)).toHaveLength(2);
    expect(batch?.[0]?.user).toEqual({ uid: 'anon-1', isAnonymous: true });
  });

  it('sends nothing before the identity service is ready, then all of it', async () => {
    const { identity, events } = await fresh();
    const post = vi.fn((_batch: EventReport[], _keepalive: boolean) => Promise.resolve());
    const collector = events.createEventCollector(post);
    collector.track(pageViewDraft(facts));
    await vi.advanceTimersByTimeAsync(5000);
    collector.flush();
    expect(post).not.toHaveBeenCalled();
    identity.provideReportUser({ uid: 'user-7', isAnonymous: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]?.[0]?.user.uid).toBe('user-7');
  });

  it('a flush sends at once with keepalive and cancels the pending batch', async () => {
    const { identity, events } = await fresh();
    identity.provideReportUser({ uid: 'anon-2', isAnonymous: true });
    const post = vi.fn((_batch: EventReport[], _keepalive: boolean) => Promise.resolve());
    const collector = events.createEventCollector(post);
    collector.track(pageViewDraft(facts));
    collector.flush();
    expect(post).toHaveBeenCalledWith(expect.any(Array), true);
    await vi.advanceTimersByTimeAsync(EVENT_REPORT_DEBOUNCE_MS);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a failing receiver is swallowed', async () => {
    const { identity, events } = await fresh();
    identity.provideReportUser({ uid: 'anon-3', isAnonymous: true });
    const collector = events.createEventCollector(() => Promise.reject(new Error('down')));
    collector.track(pageViewDraft(facts));
    await expect(vi.advanceTimersByTimeAsync(EVENT_REPORT_DEBOUNCE_MS)).resolves.not.toThrow();
  });
});

describe('drafts (product §3 Event report)', () => {
  it('a click on a marked element carries its name, value and component', () => {
    document.body.innerHTML =
      '<div data-content="faq"><button data-report-name="faq-open" data-report-value="q1"><span>Q</span></button></div>';
    const draft = clickDraft(document.querySelector('span') as Element, facts);
    expect(draft?.report).toEqual({ name: 'faq-open', value: 'q1', component: 'faq' });
    expect(draft?.type).toBe('click');
  });

  it('a click on an unmarked element is no event', () => {
    document.body.innerHTML = '<p>text</p>';
    expect(clickDraft(document.querySelector('p') as Element, facts)).toBeNull();
  });

  it('keeps the tab navigation history, without repeats, at most 20 paths', () => {
    sessionStorage.clear();
    recordNavigation('/');
    recordNavigation('/');
    expect(recordNavigation('/login')).toEqual(['/', '/login']);
    for (let i = 0; i < 30; i += 1) recordNavigation(`/p${String(i)}`);
    const history = recordNavigation('/last');
    expect(history).toHaveLength(20);
    expect(history.at(-1)).toBe('/last');
    sessionStorage.setItem('navigationHistory', '{broken');
    expect(recordNavigation('/x')).toEqual(['/x']);
  });

  it('creates a page view of the page', () => {
    expect(pageViewDraft(facts, new Date('2026-11-24T10:00:00Z'))).toMatchObject({
      type: 'page-view',
      page: { slug: 'home', title: 'Начало' },
      locale: 'bg-BG',
      lang: 'bg',
      createdAt: '2026-11-24T10:00:00.000Z',
    });
  });
});
