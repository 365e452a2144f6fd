/**
 * Event reports, the global error rules and the mail forms (product §7, §8, §9) against the
 * prerendered site and the content API's receivers. Time is Playwright's clock, never waited on.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures/test';

const api = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set (the global setup starts the API)');
  return url;
};

type Row<T> = { id: number; kind?: string; body: T; created_at: string };
type Report = {
  type: string;
  createdAt: string;
  page: { slug: string };
  report: { name: string; value: string };
};
type Mail = {
  context?: string;
  environment?: string;
  url?: string;
  locale?: string;
  error?: { name: string; message: string };
  state?: Record<string, unknown>;
  slotName?: string;
  subject?: string;
  to?: string[];
};

async function rows<T>(table: 'events' | 'outbox'): Promise<Row<T>[]> {
  return ((await (await fetch(`${api()}/__test/${table}`)).json()) as { items: Row<T>[] }).items;
}

/** A slot page of the de locale (no accounts there) whose demo button is a marked element. */
async function deSlotWithDemo(page: Page): Promise<string> {
  const list = (await (
    await fetch(`${api()}/slots?pageSize=30`, { headers: { 'x-locale': 'bg-DE' } })
  ).json()) as { items: { slug: string }[] };
  for (const { slug } of list.items) {
    const html = await (await page.request.get(`/de/${slug}`)).text();
    if (html.includes('data-report-name="play-demo"')) return slug;
  }
  throw new Error('No de slot page with a demo');
}

/** The event report requests the page sends. */
function reportRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${api()}/events`) seen.push(request);
  });
  return seen;
}

test.describe('product §7 event reports', () => {
  test('a page view and a click on a marked element arrive as one batch', async ({ page }) => {
    const slug = await deSlotWithDemo(page);
    const sent = reportRequests(page);
    // Time stands still but when the test moves it: the reports start when the browser is
    // idle, and the page view's 200 ms must not run out before the click.
    const start = new Date();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto(`/de/${slug}`);
    await expect
      .poll(async () => {
        await page.clock.fastForward(50);
        return page.locator('html').getAttribute('data-event-reports');
      })
      .toBe('on');
    await page.locator('[data-report-name="play-demo"]').click();
    await page.clock.fastForward(300);
    await expect.poll(() => sent.length).toBe(1);
    const batch = sent[0]?.postDataJSON() as Report[];
    expect(batch.map((r) => r.type)).toEqual(['page-view', 'click']);
    expect(batch[1]?.report).toMatchObject({ name: 'play-demo' });
    const headers = await sent[0]!.allHeaders();
    expect(headers.authorization).toMatch(/^Basic /);
    expect(headers['x-locale']).toBe('bg-DE');
    const times = new Set(batch.map((r) => r.createdAt));
    await expect
      .poll(async () =>
        (await rows<Report>('events'))
          .filter((r) => r.body.page.slug === slug && times.has(r.body.createdAt))
          .map((r) => r.body.type),
      )
      .toEqual(['page-view', 'click']);
  });

  test('no report before the identity service is ready (bg-BG has accounts)', async ({ page }) => {
    const sent = reportRequests(page);
    await page.clock.install();
    await page.goto('/');
    await page.clock.fastForward(3000);
    await expect(page.locator('html')).toHaveAttribute('data-event-reports', 'on');
    await page.clock.fastForward(5000);
    expect(sent).toHaveLength(0);
  });
});

test.describe('product §8 global error rules', () => {
  test('a thrown error arrives as one mail with the right fields, once a page view', async ({
    page,
  }) => {
    const message = `e2e boom ${Date.now()}`;
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    await expect
      .poll(
        async () =>
          (await rows<Mail>('outbox')).filter((m) => m.body.error?.message === message).length,
      )
      .toBe(1);
    const mail = (await rows<Mail>('outbox')).find((m) => m.body.error?.message === message);
    expect(mail?.kind).toBe('application-error');
    expect(mail?.body).toMatchObject({
      environment: 'e2e',
      context: 'Unhandled error',
      locale: 'bg-DE',
      error: { name: 'Error', message },
    });
    expect(mail?.body.url).toContain('/de');
    expect(mail?.body.state).toMatchObject({ slug: 'home' });
  });

  test('a chunk error opens the refresh popup and sends nothing', async ({ page }) => {
    const message = `Failed to fetch dynamically imported module: /assets/gone-${Date.now()}.js`;
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
    await expect(page.getByRole('dialog', { name: 'Нова версия на приложението' })).toBeVisible();
    const mails = await rows<Mail>('outbox');
    expect(mails.some((m) => m.body.error?.message === message)).toBe(false);
  });
});

/** Fills a mail form's fields by their labels' ids. */
async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
}

test.describe('product §7, §8 mail forms', () => {
  test('contact us: Bulgarian field errors, then the success toast and both mails', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const form = page.locator('[data-form="contact"]');
    await form.getByRole('button', { name: 'Изпрати' }).click();
    await expect(form.getByText('Това поле е задължително.').first()).toBeVisible();
    const email = `contact-${Date.now()}@example.bg`;
    await fill(page, {
      'contact-name': 'Мария Петрова',
      'contact-email': email,
      'contact-subject': 'Въпрос за бонус',
      'contact-message': 'Здравейте, имам въпрос за условията на бонуса.',
    });
    await form.getByRole('button', { name: 'Изпрати' }).click();
    await expect(page.locator('[data-toast-type="success"]')).toHaveText(
      'Съобщението е изпратено успешно',
    );
    await expect(page.locator('#contact-name')).toHaveValue('');
    await expect
      .poll(async () =>
        (await rows<Mail>('outbox'))
          .filter((m) => JSON.stringify(m.body).includes(email))
          .map((m) => [m.kind, m.body.subject])
          .sort(),
      )
      .toEqual([
        ['contact-us-report', 'Contact Us: Въпрос за бонус'],
        ['contact-us-welcome', 'Благодарим, че се свързахте с нас'],
      ]);
  });

  test('careers: a server error shows "Server error" and keeps what was typed', async ({
    page,
  }) => {
    await page.route(`${api()}/mail/bg/careers`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto('/about-us');
    const form = page.locator('[data-form="careers"]');
    await fill(page, {
      'careers-name': 'Иван Иванов',
      'careers-email': 'ivan@example.bg',
      'careers-position': 'Редактор',
      'careers-link': 'линк без адрес',
      'careers-message': 'Пиша ревюта на казина от пет години.',
    });
    await form.getByRole('button', { name: 'Кандидатствай' }).click();
    await expect(form.getByText('Въведете уеб адрес.')).toBeVisible();
    await page.locator('#careers-link').fill('portfolio.example.bg/ivan');
    await form.getByRole('button', { name: 'Кандидатствай' }).click();
    await expect(page.locator('#app-toasts')).toContainText('Грешка в сървъра');
    await expect(page.locator('#careers-message')).toHaveValue(
      'Пиша ревюта на казина от пет години.',
    );
    await expect(page.locator('#careers-email')).toHaveValue('ivan@example.bg');
    await expect(form.getByRole('button', { name: 'Кандидатствай' })).toBeEnabled();
  });

  test('slot request: "Request Successfully Submitted" and the mail', async ({ page }) => {
    await page.goto('/casino-games');
    const form = page.locator('[data-form="slot-request"]');
    const slotName = `Пирин Голд ${Date.now()}`;
    await fill(page, { 'slot-request-slotName': slotName, 'slot-request-email': 'a@example.bg' });
    await form.getByRole('button', { name: 'Изпрати заявка' }).click();
    await expect(page.locator('#app-toasts')).toContainText('Заявката е изпратена успешно');
    await expect
      .poll(async () =>
        (await rows<Mail>('outbox')).some(
          (m) => m.kind === 'slot-request' && m.body.slotName === slotName,
        ),
      )
      .toBe(true);
  });

  test('newsletter: a server error shows the toast and keeps the address', async ({ page }) => {
    await page.route(`${api()}/newsletter/subscribe`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.goto('/');
    const input = page.locator('[data-island="Newsletter"] input[name="email"]');
    await input.scrollIntoViewIfNeeded();
    await input.fill('reader@example.bg');
    await page.locator('.newsletter button[type="submit"]').click();
    await expect(page.locator('#app-toasts')).toContainText('Грешка в сървъра');
    await expect(input).toHaveValue('reader@example.bg');
  });
});
