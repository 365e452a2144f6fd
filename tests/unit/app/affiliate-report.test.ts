// @vitest-environment happy-dom
/**
 * An affiliate click (product §3 Affiliate report) names the visitor only with consent to marketing
 * and to analytics (the id's own category); otherwise the click is counted, not the person.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAffiliateReport } from '../../../src/app/affiliate-report';
import { ACCEPT_ALL, consentCookie, REJECT_ALL } from '../../fixtures/consent';

const link = () => {
  document.body.innerHTML =
    '<div data-component="casino-top-list"><a href="/go/casino-x" data-report-name="cta">Вземи бонуса</a></div>';
  return document.querySelector('a') as Element;
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'accept-cookies=; Max-Age=0; Path=/';
});

describe('the affiliate report', () => {
  it.each([
    ['no choice yet', null],
    ['Reject all', REJECT_ALL],
    ['analytics without marketing', { analytics: true, marketing: false }],
    ['marketing without analytics', { analytics: false, marketing: true }],
  ])('with %s counts the click without naming anyone, keeping no id', (_name, choice) => {
    if (choice) document.cookie = consentCookie(choice);
    const report = buildAffiliateReport(link(), new Date('2026-11-28T10:00:00Z'));
    expect(report).toMatchObject({ element: 'cta', component: 'casino-top-list', userId: null });
    expect(localStorage.getItem('anonId')).toBeNull();
  });

  it('with Accept all carries the visitor id the statistics use', () => {
    document.cookie = consentCookie(ACCEPT_ALL);
    const report = buildAffiliateReport(link());
    expect(report.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.userId).toBe(localStorage.getItem('anonId'));
  });
});
