import { describe, expect, it } from 'vitest';
import { bodyHtml as bodyOf, seedOne as data, seedOnePages } from '../../../fixtures/seed-1';

const articles = seedOnePages('bg-BG').filter((p) => p.type === 'article');
const paragraphsOf = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]);

describe('the seed articles', () => {
  it('are all there', () => {
    expect(articles).toHaveLength(data.articles.length);
  });

  it('never repeat a paragraph within an article', () => {
    for (const page of articles) {
      const paras = paragraphsOf(bodyOf(page));
      expect(paras.length).toBeGreaterThanOrEqual(4);
      expect(new Set(paras).size, page.slug).toBe(paras.length);
    }
  });

  it('say what their titles promise: each topic its own body', () => {
    const bodyOfTitle = (title: string) =>
      bodyOf(articles.find((page) => page.title === title)).replace(/<[^>]+>/g, ' ');
    const choosing = bodyOfTitle('Как да изберем онлайн казино');
    for (const word of ['лиценз', 'теглене', 'бонус']) expect(choosing).toContain(word);
    expect(choosing.toLowerCase()).not.toContain('демо');
    expect(bodyOfTitle('Волатилност на слотовете')).toContain('волатилност');
    expect(bodyOfTitle('Карти или електронни портфейли')).toContain('портфейл');
    // The 20 topics' bodies are 20 different ones.
    const bodies = new Set(articles.map((page) => paragraphsOf(bodyOf(page)).slice(1).join('')));
    expect(bodies.size).toBe(20);
  });

  it('open each topic differently', () => {
    const openings = articles.map((page) => paragraphsOf(bodyOf(page))[0]);
    expect(new Set(openings).size).toBe(20);
    expect(new Set(data.articles.slice(0, 20).map((a) => a.excerpt)).size).toBe(20);
  });

  it('state the reading time their words take at 200 a minute, rounded up', () => {
    for (const page of articles) {
      const text = bodyOf(page).replace(/<[^>]+>/g, ' ');
      const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      const minutes = page.article?.readingMinutes;
      expect(minutes, page.slug).toBe(Math.max(1, Math.ceil(words / 200)));
    }
  });
});
