/**
 * Menus, menu items and the site settings, as WPGraphQL + Polylang return them.
 */
import { describe, expect, it } from 'vitest';
import { queryData, runQuery } from '../fixtures/cms/run-query';

const ITEM = 'id databaseId parentId parentDatabaseId label path url uri target cssClasses order locations connectedNode { node { __typename id ... on Page { slug uri } ... on Event { slug } } }';

describe('menuItems', () => {
  it('returns a flat list ordered by order, children included, parentId null at the top', async () => {
    const data = await queryData(`{ menuItems(first: 100, where: { location: FOOTER }) { nodes { ${ITEM} } } }`);
    expect(data.menuItems.nodes).toEqual([
      {
        id: 'cG9zdDo1NA==', databaseId: 54, parentId: null, parentDatabaseId: 0, label: 'Privacy Policy',
        path: '/privacy-policy/', url: 'http://127.0.0.1:8080/privacy-policy/', uri: '/privacy-policy/', target: null,
        cssClasses: [], order: 0, locations: ['FOOTER'],
        connectedNode: { node: { __typename: 'Page', id: 'cG9zdDoyOA==', slug: 'privacy-policy', uri: '/privacy-policy/' } },
      },
      {
        id: 'cG9zdDo1NQ==', databaseId: 55, parentId: 'cG9zdDo1NA==', parentDatabaseId: 54, label: 'About',
        path: '/about/', url: 'http://127.0.0.1:8080/about/', uri: '/about/', target: null,
        cssClasses: [], order: 2, locations: ['FOOTER'],
        connectedNode: { node: { __typename: 'Page', id: 'cG9zdDoyNg==', slug: 'about', uri: '/about/' } },
      },
      {
        id: 'cG9zdDo1Ng==', databaseId: 56, parentId: null, parentDatabaseId: 0, label: 'Instagram',
        path: 'https://www.instagram.com/popmontreal', url: 'https://www.instagram.com/popmontreal',
        uri: 'https://www.instagram.com/popmontreal', target: '_blank', cssClasses: [], order: 3, locations: ['FOOTER'],
        connectedNode: null,
      },
    ]);
  });

  it('makes site-relative custom links absolute in url and relative in path; hides items linking to drafts', async () => {
    const data = await queryData(`{ menuItems(first: 100, where: { location: PRIMARY___FR }) { nodes { databaseId label path url childItems { nodes { label } } } } }`);
    const programme = data.menuItems.nodes[0];
    expect(programme).toEqual({
      databaseId: 40, label: 'Programmation', path: '/fr/events/', url: 'http://127.0.0.1:8080/fr/events/',
      childItems: { nodes: [{ label: 'Soirée d’ouverture' }, { label: 'Concert de clôture' }, { label: 'Mira Solenne (FR)' }] },
    });
    expect(data.menuItems.nodes.map((n: { databaseId: number }) => n.databaseId)).not.toContain(63);
  });

  it('filters by parentId / parentDatabaseId (0 = top level) and language', async () => {
    const data = await queryData(`{
      top: menuItems(where: { location: PRIMARY, parentDatabaseId: 0 }) { nodes { databaseId } }
      children: menuItems(where: { location: PRIMARY, parentId: "cG9zdDozMg==" }) { nodes { databaseId } }
      fr: menuItems(first: 100, where: { language: FR }) { nodes { locations } }
      empty: menuItems(where: { location: SECONDARY, parentDatabaseId: 9999 }) { nodes { databaseId } }
    }`);
    expect(data.top.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([32, 36, 37, 39]);
    expect(data.children.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([33, 34, 35]);
    expect(new Set(data.fr.nodes.flatMap((n: { locations: string[] }) => n.locations))).toEqual(new Set(['PRIMARY___FR', 'SECONDARY___FR', 'FOOTER___FR']));
    expect(data.empty.nodes).toEqual([]);
  });

  it('fails validation for a location the schema lacks, like WordPress', async () => {
    const result = await runQuery('{ menuItems(where: { location: SIDEBAR }) { nodes { id } } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toBeUndefined();
    expect(result.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('SIDEBAR') });
  });
});

describe('menus', () => {
  it('lists menus by name with their location and flat items; finds one by location', async () => {
    const data = await queryData(`{
      menus(first: 20) { nodes { databaseId name slug locations count menuItems(first: 100) { nodes { id } } } }
      byLocation: menus(where: { location: SECONDARY___FR }) { nodes { slug } }
      menu(id: "PRIMARY___FR", idType: LOCATION) { name id }
    }`);
    expect(data.menus.nodes.map((m: { name: string }) => m.name)).toEqual(['Footer en', 'Footer fr', 'Primary en', 'Primary fr', 'Secondary en', 'Secondary fr']);
    expect(data.menus.nodes[0]).toMatchObject({ databaseId: 40, slug: 'footer-en', locations: ['FOOTER'], count: 3 });
    expect(data.menus.nodes[0].menuItems.nodes).toHaveLength(3);
    expect(data.byLocation.nodes).toEqual([{ slug: 'secondary-fr' }]);
    expect(data.menu).toEqual({ name: 'Primary fr', id: Buffer.from('term:37').toString('base64') });
  });
});

describe('popSettings', () => {
  it('returns the settings of the requested language, the default language otherwise', async () => {
    const data = await queryData(`{
      en: popSettings(language: EN) { popCity popMenuHide popSpotifyPlaylist }
      fr: popSettings(language: FR) { popCity popMenuHide popSpotifyPlaylist }
      def: popSettings(language: DEFAULT) { popCity }
      omitted: popSettings { popCity }
    }`);
    expect(data.en).toEqual({ popCity: 'Montreal', popMenuHide: false, popSpotifyPlaylist: 'https://open.spotify.com/playlist/popen' });
    expect(data.fr).toEqual({ popCity: 'Montréal', popMenuHide: true, popSpotifyPlaylist: 'https://open.spotify.com/playlist/popfr' });
    expect(data.def).toEqual({ popCity: 'Montreal' });
    expect(data.omitted).toEqual({ popCity: 'Montreal' });
  });
});

describe('languages', () => {
  it('lists both languages, English the default', async () => {
    const data = await queryData('{ languages { code slug locale name homeUrl } defaultLanguage { code } }');
    expect(data.languages).toEqual([
      { code: 'EN', slug: 'en', locale: 'en_US', name: 'English', homeUrl: 'http://127.0.0.1:8080/' },
      { code: 'FR', slug: 'fr', locale: 'fr_FR', name: 'Français', homeUrl: 'http://127.0.0.1:8080/fr/' },
    ]);
    expect(data.defaultLanguage).toEqual({ code: 'EN' });
  });
});
