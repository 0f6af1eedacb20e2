/**
 * What an editor may change through the admin endpoint: per content type, the fields and the
 * values each accepts. The slug and the status are editable as in WordPress (a renamed item
 * moves to another URL; an unpublished, scheduled or trashed one leaves the public API), which
 * is what the site's webhook must cope with. Ids, dates of publication and relations are set
 * when an item is created (create-item.ts).
 */
import { type ApiName, servedTypes } from '../content-types';
import type { PostType, SettingsRecord } from '../store/types';

/**
 * Every content type of the registry, by the name webhooks give it, the settings (an options
 * page) and a menu item (named by its id).
 */
export type EditType = ApiName | 'settings' | 'menu';
export const editTypes: readonly EditType[] = [...servedTypes.map((type) => type.apiName), 'settings', 'menu'];

/** The WordPress post type behind each editable content type. */
export const postTypeOf = Object.fromEntries(servedTypes.map((type) => [type.apiName, type.postType])) as Record<ApiName, PostType>;

type ValueKind = 'title' | 'slug' | 'html' | 'text' | 'status' | 'datetime' | 'button-state' | 'boolean';

/** The statuses an editor can give a post (WordPress's, without revisions' `inherit`). */
export const editableStatuses = ['publish', 'draft', 'pending', 'private', 'future', 'trash'] as const;
export type EditableStatus = (typeof editableStatuses)[number];

export interface FieldSpec {
  kind: ValueKind;
  /** The ACF field group the field lives in; absent for the post's own columns. */
  group?: 'eventDetails' | 'artistDetails' | 'newsOptions';
}

const postColumns: Record<string, FieldSpec> = {
  title: { kind: 'title' },
  slug: { kind: 'slug' },
  content: { kind: 'html' },
  excerpt: { kind: 'html' },
  status: { kind: 'status' },
};

function group(name: NonNullable<FieldSpec['group']>, fields: Record<string, ValueKind>): Record<string, FieldSpec> {
  return Object.fromEntries(Object.entries(fields).map(([field, kind]) => [field, { kind, group: name }]));
}

const settingsFields: Record<keyof SettingsRecord, FieldSpec> = {
  popAddress: { kind: 'text' },
  popCity: { kind: 'text' },
  popProvince: { kind: 'text' },
  popPostalCode: { kind: 'text' },
  popPhone: { kind: 'text' },
  popFax: { kind: 'text' },
  popMailchimp: { kind: 'text' },
  popFacebook: { kind: 'text' },
  popInstagram: { kind: 'text' },
  popTwitter: { kind: 'text' },
  popSoundcloud: { kind: 'text' },
  popSpotify: { kind: 'text' },
  popYoutube: { kind: 'text' },
  popMenuHide: { kind: 'boolean' },
  popSpotifyPlaylist: { kind: 'text' },
};

/** Each type's fields beside the post's own columns (title, slug, content, excerpt, status). */
const ownEditableFields: Partial<Record<EditType, Record<string, FieldSpec>>> = {
  event: {
    ...postColumns,
    ...group('eventDetails', {
      doorsDatetime: 'datetime',
      showDatetime: 'datetime',
      newDate: 'datetime',
      facebookEventUrl: 'text',
      price: 'text',
      ticketUrl: 'text',
      buttonState: 'button-state',
      eventFpId: 'text',
      performanceTimes: 'text',
    }),
  },
  artist: {
    ...postColumns,
    ...group('artistDetails', {
      artistAlbumTrackUrl: 'text',
      artistBandcampUrl: 'text',
      artistFacebookUrl: 'text',
      artistHometown: 'text',
      artistInstagramUrl: 'text',
      artistSoundcloudUrl: 'text',
      artistSpotifyUrl: 'text',
      artistTwitterUrl: 'text',
      artistWebsiteUrl: 'text',
      artistYoutubeUrl: 'text',
    }),
  },
  news: { ...postColumns, ...group('newsOptions', { newsIntro: 'text' }) },
  category: { ...postColumns, popCategorySubtitle: { kind: 'text' } },
  settings: settingsFields,
  // A menu item's label (WordPress's Appearance → Menus), the item named by its `id`.
  menu: { label: { kind: 'title' } },
};

export const editableFields = Object.fromEntries(
  editTypes.map((type) => [type, ownEditableFields[type] ?? postColumns]),
) as Record<EditType, Record<string, FieldSpec>>;

/** ACF select choices of `eventDetails.buttonState`. */
export const buttonStates = ['on_sale', 'sold_out', 'free', 'few_left', 'cancelled', 'postponed'] as const;

const maxTextLength = 200_000;

/** The value to store, or a one-line reason why `value` does not fit the field. */
export function checkValue(field: string, spec: FieldSpec, value: unknown): { value: string | boolean | null } | string {
  switch (spec.kind) {
    case 'title':
      return typeof value === 'string' && value.trim() !== '' && !/[\r\n]/.test(value) && value.length <= 1000
        ? { value }
        : `"${field}" must be a non-empty one-line string`;
    case 'html':
      return typeof value === 'string' && value.length <= maxTextLength ? { value } : `"${field}" must be a string`;
    case 'text':
      return value === null || (typeof value === 'string' && value.length <= maxTextLength)
        ? { value }
        : `"${field}" must be a string or null`;
    case 'slug':
      // Made a WordPress slug (and unique) when applied; here only its shape is checked.
      return typeof value === 'string' && /[a-z0-9]/i.test(value) && value.length <= 200 && !/[\r\n/?#]/.test(value)
        ? { value }
        : `"${field}" must be a slug (letters, digits, hyphens; at most 200 characters)`;
    case 'status':
      return editableStatuses.includes(value as EditableStatus) ? { value: value as string } : `"${field}" must be one of ${editableStatuses.join(', ')}`;
    case 'datetime':
      return value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value))
        ? { value }
        : `"${field}" must be "YYYY-MM-DD HH:MM:SS" or null`;
    case 'button-state':
      return value === null || value === '' || buttonStates.includes(value as (typeof buttonStates)[number])
        ? { value: value as string | null }
        : `"${field}" must be one of ${buttonStates.join(', ')}, "" or null`;
    case 'boolean':
      return typeof value === 'boolean' ? { value } : `"${field}" must be true or false`;
  }
}
