import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotDemo } from '../../../src/components/content/SlotDemo';

/** A poster address that closes the CSS url("…") and adds declarations of its own. */
const HOSTILE_POSTER =
  'https://media.example.com/a.png"); position: fixed; inset: 0; z-index: 9999; background-image: url("https://tracker.example.net/pixel.png';

const render = (src: string) =>
  renderToString(
    <SlotDemo
      name="Златни плодове"
      demoUrl="https://demo.vitosha-labs.example.com/play/golden-fruits"
      poster={{ src, alt: '', width: 300, height: 200 }}
      providerHref="/vitosha-labs"
    />,
  );

describe('SlotDemo trigger (product §2 demo)', () => {
  it('a hostile poster address cannot add CSS to the server-rendered trigger', () => {
    const html = render(HOSTILE_POSTER);
    expect(html).not.toMatch(/style=/);
    // What is left of the address is inert, percent-encoded text inside the image URL.
    expect(html).not.toMatch(/position:\s*fixed/);
    expect(html).not.toMatch(/z-index:\s*9999/);
    expect(html).toContain('src="https://media.example.com/a.png%22);%20position:%20fixed;');
  });

  it('shows a safe poster as an image and carries the modal request', () => {
    const html = render('http://127.0.0.1:4000/media/slots/golden-fruits.svg');
    expect(html).toContain(
      '<img class="demo__poster" src="http://127.0.0.1:4000/media/slots/golden-fruits.svg"',
    );
    expect(html).toContain('data-modal-open="demo"');
    expect(html).toContain('data-age-check=""');
    const props = /data-modal-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(props ?? '{}')).toEqual({
      name: 'Златни плодове',
      demoUrl: 'https://demo.vitosha-labs.example.com/play/golden-fruits',
      poster: 'http://127.0.0.1:4000/media/slots/golden-fruits.svg',
      providerHref: '/vitosha-labs',
    });
  });

  it('leaves out a poster that is no image address', () => {
    expect(render('javascript:alert(1)')).not.toContain('<img');
  });
});
