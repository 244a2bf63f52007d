import { sanitizeRichHtml } from './rich-html';

describe('rich HTML of pages and posts', () => {
  it('keeps the structure an article needs', () => {
    const html =
      '<h2>Judul</h2><p>Teks <strong>tebal</strong> dan <a href="https://contoh.id/a" title="A">tautan</a>.</p><ul><li>satu</li></ul><img src="/api/marketing/assets/a.svg" alt="Gambar">';
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>Judul</h2><p>Teks <strong>tebal</strong> dan <a href="https://contoh.id/a" title="A">tautan</a>.</p><ul><li>satu</li></ul><img src="/api/marketing/assets/a.svg" alt="Gambar" loading="lazy" />',
    );
  });

  it('drops scripts, event handlers, styles, frames and javascript: or data: links', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Halo</p><script>alert(1)</script><iframe src="https://contoh.id"></iframe>' +
      '<a href="javascript:alert(1)">x</a><img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)"><style>p{}</style>';
    expect(sanitizeRichHtml(html)).toBe('<p>Halo</p><a>x</a><img loading="lazy" />');
  });

  it('keeps a new-tab link from reaching back into the page', () => {
    expect(sanitizeRichHtml('<a href="https://contoh.id" target="_blank">x</a>')).toBe(
      '<a href="https://contoh.id" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('never lets markup hidden in a raw-text element it drops (xmp and friends) come back to life', () => {
    for (const tag of ['xmp', 'noembed', 'noframes', 'noscript', 'plaintext']) {
      const out = sanitizeRichHtml(`<p>a</p><${tag}><img src=x onerror=alert(1)><script>alert(1)</script></${tag}>`);
      // Text may mention anything; no element may carry a script or an event handler.
      expect(out).not.toMatch(/<script|<[^>]*\son\w+=/i);
    }
  });
});
