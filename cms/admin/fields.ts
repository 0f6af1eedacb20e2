/**
 * What an editor may change through the admin endpoint: per content type, the fields and the
 * values each accepts. Slugs, ids, dates of publication and relations are not editable: an edit
 * never moves an item to another URL, so the site's webhook can always find it by its slug.
 */
import type { PostType, SettingsRecord } from '../store/types';

export const editTypes = ['event', 'artist', 'news', 'page', 'category', 'settings'] as const;
export type EditType = (typeof editTypes)[number];

/** The WordPress post type behind each editable content type (settings are an options page). */
export const postTypeOf: Record<Exclude<EditType, 'settings'>, PostType> = {
  event: 'event',
  artist: 'artist',
  news: 'post',
  page: 'page',
  category: 'pop_category',
};

type ValueKind = 'title' | 'html' | 'text' | 'status' | 'datetime' | 'button-state' | 'boolean';

export interface FieldSpec {
  kind: ValueKind;
  /** The ACF field group the field lives in; absent for the post's own columns. */
  group?: 'eventDetails' | 'artistDetails' | 'newsOptions';
}

const postColumns: Record<string, FieldSpec> = {
  title: { kind: 'title' },
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

export const editableFields: Record<EditType, Record<string, FieldSpec>> = {
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
  page: postColumns,
  category: { ...postColumns, popCategorySubtitle: { kind: 'text' } },
  settings: settingsFields,
};

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
    case 'status':
      return value === 'publish' || value === 'draft' ? { value } : `"${field}" must be "publish" or "draft"`;
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
