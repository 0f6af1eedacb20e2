import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '@/queries/errors';

const draft = { isEnabled: false, enable: vi.fn(), disable: vi.fn() };
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

const getPreviewTarget = vi.fn();
vi.mock('@/queries/preview', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/queries/preview')>()),
  getPreviewTarget: (...args: unknown[]) => getPreviewTarget(...args),
}));

const { GET: enter } = await import('@/app/api/preview/route');
const { GET: exit } = await import('@/app/api/preview/exit/route');

const secret = 'test-preview-secret';
const request = (query: string, path = '/api/preview') => new NextRequest(`http://site.test${path}?${query}`);

beforeEach(() => {
  vi.stubEnv('PREVIEW_SECRET', secret);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function expectPrivate(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
}

describe('GET /api/preview', () => {
  it('refuses a wrong or missing secret with 401, before looking at anything else', async () => {
    for (const query of [`secret=nope&type=event&id=1&lang=en`, 'type=event&id=1&lang=en', `secret=${secret}x&type=zzz`]) {
      const response = await enter(request(query));
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Invalid preview secret.\n');
      expectPrivate(response);
    }
    expect(getPreviewTarget).not.toHaveBeenCalled();
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('refuses every link when no secret is configured', async () => {
    vi.stubEnv('PREVIEW_SECRET', '');
    const response = await enter(request('secret=&type=event&id=1&lang=en'));
    expect(response.status).toBe(401);
  });

  it('answers 400 for bad parameters, with nothing enabled', async () => {
    const response = await enter(request(`secret=${secret}&type=event&id=abc&lang=en`));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^id must be/);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown item', async () => {
    getPreviewTarget.mockResolvedValue(null);
    const response = await enter(request(`secret=${secret}&type=news&slug=nothing&lang=fr`));
    expect(getPreviewTarget).toHaveBeenCalledWith('news', 'fr', { slug: 'nothing' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('No news to preview with that slug in French.\n');
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it.each([
    ['event', { locale: 'fr', slug: 'brouillon-concert', englishSlug: 'draft-show' }, '/fr/evenement/brouillon-concert'],
    ['artist', { locale: 'en', slug: 'x', englishSlug: 'x' }, '/artist/x'],
    ['news', { locale: 'fr', slug: 'y', englishSlug: null }, '/fr/nouvelles/y'],
    ['page', { locale: 'en', slug: 'draft-2028-dates', englishSlug: 'draft-2028-dates' }, '/page/draft-2028-dates'],
    ['page', { locale: 'en', slug: 'contact', englishSlug: 'contact' }, '/contact'],
  ])('enables Draft Mode and redirects a %s to its localized public path', async (type, target, location) => {
    getPreviewTarget.mockResolvedValue(target);
    const response = await enter(request(`secret=${secret}&type=${type}&id=12&lang=${target.locale}`));
    expect(getPreviewTarget).toHaveBeenCalledWith(type, target.locale, { id: 12 });
    expect(draft.enable).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(location);
    expectPrivate(response);
  });

  it('answers 502 with a clear line when the content server refuses the credentials or is down', async () => {
    getPreviewTarget.mockRejectedValueOnce(new ServerError(401));
    const refused = await enter(request(`secret=${secret}&type=event&id=1&lang=en`));
    expect(refused.status).toBe(502);
    expect(await refused.text()).toMatch(/refused the preview credentials/);
    getPreviewTarget.mockRejectedValueOnce(new TypeError('fetch failed'));
    const down = await enter(request(`secret=${secret}&type=event&id=1&lang=en`));
    expect(down.status).toBe(502);
    expect(draft.enable).not.toHaveBeenCalled();
  });
});

describe('GET /api/preview/exit', () => {
  it('disables Draft Mode and returns to the given page', async () => {
    const response = await exit(request('path=%2Ffr%2Fevenement%2Fx', '/api/preview/exit'));
    expect(draft.disable).toHaveBeenCalledOnce();
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/fr/evenement/x');
    expectPrivate(response);
  });

  it('goes home for a missing or off-site path', async () => {
    for (const query of ['', 'path=https%3A%2F%2Fevil.example', 'path=%2F%2Fevil.example']) {
      const response = await exit(request(query, '/api/preview/exit'));
      expect(response.headers.get('location')).toBe('/');
    }
  });
});
