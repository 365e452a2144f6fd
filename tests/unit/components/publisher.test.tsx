/**
 * The legal pages' company block (docs/compliance.md "Who runs the site"): every fact from the
 * site settings' publisher, nothing written by the page.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublisherDetails } from '../../../src/components/content/PublisherDetails';
import { DEMO_PUBLISHER, type Publisher } from '../../../src/domain/entities';

const REAL: Publisher = {
  name: 'Казино Ръководство ООД',
  eik: '2061234560001',
  address: 'гр. Пловдив 4000, ул. „Райко Даскалов“ № 10',
  email: 'office@kazino-bg.example',
  phone: '032 123 456',
  dpo: null,
};

describe('PublisherDetails', () => {
  it('names the company, its ЕИК, address, e-mail and data-protection officer', () => {
    const html = renderToString(<PublisherDetails publisher={DEMO_PUBLISHER} />);
    expect(html).toContain('data-publisher=""');
    for (const fact of [DEMO_PUBLISHER.name, DEMO_PUBLISHER.eik, 'ул. „Примерна“ № 1'])
      expect(html).toContain(fact);
    expect(html).toContain('href="mailto:kontakt@example.com"');
    expect(html).toMatch(
      /Примерно длъжностно лице(<!-- -->)?, (<!-- -->)?<a href="mailto:dpo@example.com"/,
    );
    expect(html).not.toContain('Телефон');
  });

  it('links a published phone and says when no officer is designated', () => {
    const html = renderToString(<PublisherDetails publisher={REAL} />);
    expect(html).toContain('<a href="tel:032123456">032 123 456</a>');
    expect(html).toContain('<dd>не е определено</dd>');
  });
});
