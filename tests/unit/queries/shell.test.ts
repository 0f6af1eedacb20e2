import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteShell } from '@/queries/shell';

function graphqlResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const shellData = {
  primary: { nodes: [{ id: 'm1', parentId: null, label: 'Lineup', path: '/calendar' }] },
  secondary: { nodes: [] },
  footer: { nodes: [] },
  popSettings: { popCity: 'Montréal', popMenuHide: false },
  categories: { nodes: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('site shell', () => {
  it('fetches the shell in one request and the optional playlist in another', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body));
      return graphqlResponse(
        operationName === 'PlaylistSetting'
          ? { data: { popSettings: { popSpotifyPlaylist: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M' } } }
          : { data: shellData },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const shell = await getSiteShell('fr');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(shell.menus.primary[0]?.label).toBe('Lineup');
    expect(shell.settings.city).toBe('Montréal');
    expect(shell.settings.spotifyPlaylistUrl).toMatch(/^https:\/\/open\.spotify\.com\/playlist\//);
  });

  it('hides the player and logs when only the optional playlist fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { operationName } = JSON.parse(String(init.body));
        return operationName === 'PlaylistSetting'
          ? graphqlResponse({ data: null, errors: [{ message: 'Internal server error' }] })
          : graphqlResponse({ data: shellData });
      }),
    );
    const shell = await getSiteShell('en');
    expect(shell.settings.spotifyPlaylistUrl).toBeNull();
    expect(shell.settings.city).toBe('Montréal');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Optional playlist setting unavailable (en)'));
  });

  it('fails the page (so ISR keeps the last good one) when the required shell fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    await expect(getSiteShell('en')).rejects.toThrow('Response not successful: Received status code 502');
  });
});
