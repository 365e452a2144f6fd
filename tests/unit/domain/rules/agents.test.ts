import { describe, expect, it } from 'vitest';
import { isBot, isInternalAgent, isPreviewHost } from '../../../../src/domain/rules/agents';

describe('product §6 detection', () => {
  it.each([
    ['preview.kazino-bg.example', true],
    ['feature-x--preview.pages.example', true],
    ['kazino-bg.example', false],
    ['previews.kazino-bg.example', false],
  ])('isPreviewHost(%s) = %s', (host, expected) => {
    expect(isPreviewHost(host)).toBe(expected);
  });

  it.each([
    ['Mozilla/5.0 WeeklyTestRobot/1.0', true],
    ['Mozilla/5.0 (X11) sitemanager/2', true],
    ['Mozilla/5.0 (X11; Linux) Chrome/130', false],
  ])('isInternalAgent(%s) = %s', (ua, expected) => {
    expect(isInternalAgent(ua)).toBe(expected);
  });

  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0 Safari/537.36', false],
    ['facebookexternalhit/1.1', true],
  ])('isBot(%s) = %s', (ua, expected) => {
    expect(isBot(ua)).toBe(expected);
  });
});
