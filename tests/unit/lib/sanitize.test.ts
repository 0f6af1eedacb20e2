import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/lib/sanitize';

describe('sanitizeCmsHtml', () => {
  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" alt="" loading="lazy" decoding="async" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed;top:0">x</p>', '<p>x</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  ])('neutralises %s', (dirty, clean) => {
    expect(sanitizeCmsHtml(dirty)).toBe(clean);
  });

  it('keeps editorial markup and makes new-tab links safe', () => {
    const html = '<h1>Title</h1><p><strong>Bold</strong> <a href="https://example.com" target="_blank">link</a></p>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('serves inline images through the image CDN', () => {
    expect(sanitizeCmsHtml('<img src="http://localhost:4000/wp-content/uploads/a.jpg" alt="A">')).toContain(
      'src="http://127.0.0.1:4000/wp-content/uploads/a.jpg"',
    );
  });
});
