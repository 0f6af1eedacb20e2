import { describe, expect, it } from 'vitest';
import { linkUrl, menuLinkRule } from '@/lib/link-url';
import { toArtist } from '@/queries/adapter';
import { toMenuTree, toSettings } from '@/queries/shell-adapter';

describe('CMS-provided link URLs', () => {
  it('keeps web URLs as written', () => {
    expect(linkUrl('https://tickets.example/show?id=1')).toBe('https://tickets.example/show?id=1');
    expect(linkUrl('  http://band.example  ')).toBe('http://band.example');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' \njavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/relative/path',
    'not a url',
  ])('refuses %j where only web URLs may be', (value) => {
    expect(linkUrl(value)).toBeNull();
  });

  it('accepts a relative link on this site only where allowed, never //host', () => {
    expect(linkUrl('/about', { allowRelative: true })).toBe('/about');
    expect(linkUrl('#top', { allowRelative: true })).toBe('#top');
    expect(linkUrl('//evil.example/x', { allowRelative: true })).toBeNull();
    expect(linkUrl('\\\\evil.example', { allowRelative: true })).toBeNull();
    expect(linkUrl('mailto:info@festival.example', menuLinkRule)).toBe('mailto:info@festival.example');
    expect(linkUrl('data:text/html,x', menuLinkRule)).toBeNull();
  });

  it('the adapter drops a hostile ticket, artist, social or newsletter URL', () => {
    const artist = toArtist({ id: 'a', slug: 'a', title: 'A', artistDetails: { artistWebsiteUrl: 'data:text/html,x', artistBandcampUrl: 'https://a.bandcamp.com' } } as never);
    expect(artist.links.website).toBeNull();
    expect(artist.links.bandcamp).toBe('https://a.bandcamp.com');
    const settings = toSettings({ popMailchimp: 'javascript:alert(1)', popFacebook: 'data:x', popInstagram: 'https://instagram.com/festival' } as never);
    expect(settings.mailingListUrl).toBeNull();
    expect(settings.social.facebook).toBeNull();
    expect(settings.social.instagram).toBe('https://instagram.com/festival');
  });

  it('the menu leaves out an item with a hostile link', () => {
    const menu = toMenuTree([
      { id: '1', label: 'Home', path: '/' },
      { id: '2', label: 'Evil', url: 'javascript:alert(1)', path: null },
      { id: '3', label: 'Mail', url: 'mailto:info@festival.example', path: null },
    ] as never);
    expect(menu.map((item) => item.label)).toEqual(['Home', 'Mail']);
  });
});
