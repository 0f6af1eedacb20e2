/**
 * The content server's schema must be a faithful subset of the real WPGraphQL schema, so the
 * site's queries keep working against production; and the committed SDL must be the generator's
 * output, so nobody widens it by hand.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SCHEMA_PATH, SUBSET_SCHEMA_PATH, extractSubsetSdl } from '../../../cms/schema/extract-subset';
import { ROOT_QUERY_FIELDS } from '../../../cms/schema/subset-spec';

const referenceSdl = readFileSync(REFERENCE_SCHEMA_PATH, 'utf8');
const reference = buildSchema(referenceSdl);
const ours = buildSchema(readFileSync(SUBSET_SCHEMA_PATH, 'utf8'));

/** Every way `ours` is not a subset of `reference`, as readable lines. */
function subsetViolations(subset: GraphQLSchema, full: GraphQLSchema): string[] {
  const problems: string[] = [];
  const checkArgs = (where: string, ourArgs: readonly { name: string; type: unknown; defaultValue: unknown }[], theirArgs: readonly { name: string; type: unknown; defaultValue: unknown }[]) => {
    for (const arg of ourArgs) {
      const theirs = theirArgs.find((a) => a.name === arg.name);
      if (!theirs) problems.push(`${where}(${arg.name}:) is not in the reference`);
      else if (String(theirs.type) !== String(arg.type)) problems.push(`${where}(${arg.name}:) is ${String(arg.type)}, reference ${String(theirs.type)}`);
      else if (JSON.stringify(theirs.defaultValue) !== JSON.stringify(arg.defaultValue)) problems.push(`${where}(${arg.name}:) default differs`);
    }
  };
  for (const type of Object.values(subset.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const theirs: GraphQLNamedType | undefined | null = full.getType(type.name);
    if (!theirs) {
      problems.push(`type ${type.name} is not in the reference`);
      continue;
    }
    if (theirs.constructor !== type.constructor) problems.push(`${type.name} is a different kind of type`);
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const theirInterfaces = theirs.getInterfaces().map((i) => i.name);
      for (const iface of type.getInterfaces()) {
        if (!theirInterfaces.includes(iface.name)) problems.push(`${type.name} implements ${iface.name}, the reference does not`);
      }
      const theirFields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const theirField = theirFields[field.name];
        if (!theirField) {
          problems.push(`${type.name}.${field.name} is not in the reference`);
          continue;
        }
        if (String(theirField.type) !== String(field.type)) problems.push(`${type.name}.${field.name} is ${String(field.type)}, reference ${String(theirField.type)}`);
        checkArgs(`${type.name}.${field.name}`, field.args, theirField.args);
      }
    }
    if (isInputObjectType(type) && isInputObjectType(theirs)) {
      const theirFields = theirs.getFields();
      checkArgs(type.name, Object.values(type.getFields()), Object.values(theirFields));
    }
    if (isEnumType(type) && isEnumType(theirs)) {
      const theirValues = theirs.getValues().map((v) => v.name);
      for (const value of type.getValues()) {
        if (!theirValues.includes(value.name)) problems.push(`${type.name}.${value.name} is not in the reference`);
      }
    }
    if (isUnionType(type) && isUnionType(theirs)) {
      const members = theirs.getTypes().map((t) => t.name);
      for (const member of type.getTypes()) {
        if (!members.includes(member.name)) problems.push(`union ${type.name} has ${member.name}, the reference does not`);
      }
    }
  }
  if (subset.getQueryType()?.name !== full.getQueryType()?.name) problems.push('the query root type differs');
  if (subset.getMutationType()) problems.push('the subset has a mutation root, the server implements none');
  return problems;
}

describe('cms/schema/schema.graphql', () => {
  it('is a subset of the reference WPGraphQL schema (types, fields, arguments, enum values, input fields)', () => {
    expect(subsetViolations(ours, reference)).toEqual([]);
  });

  it('detects a field that the reference lacks (the check itself works)', () => {
    const widened = buildSchema(readFileSync(SUBSET_SCHEMA_PATH, 'utf8').replace('type Language {', 'type Language {\n  invented: String'));
    expect(subsetViolations(widened, reference)).toContain('Language.invented is not in the reference');
  });

  it('equals the output of `npx tsx cms/schema/extract-subset.ts` (never edited by hand)', () => {
    expect(readFileSync(SUBSET_SCHEMA_PATH, 'utf8')).toBe(extractSubsetSdl(referenceSdl));
  });

  it('has the root fields the site needs, with their where-arguments', () => {
    const root = ours.getQueryType()?.getFields() ?? {};
    for (const name of ['events', 'event', 'artists', 'artist', 'posts', 'post', 'pages', 'page', 'venues', 'venue', 'popCategories', 'popCategory', 'categories', 'category', 'newsTypes', 'menus', 'menuItems', 'popSettings', 'nodeByUri', 'languages', 'defaultLanguage']) {
      expect(root[name], name).toBeDefined();
    }
    expect(Object.keys(root).sort()).toEqual(ROOT_QUERY_FIELDS.map((f) => f.replace(/\(.*$/, '')).sort());
    const eventWhere = ours.getType('RootQueryToEventConnectionWhereArgs');
    expect(isInputObjectType(eventWhere) && Object.keys(eventWhere.getFields()).sort()).toEqual(
      ['categoryId', 'categoryIn', 'categoryName', 'categoryNotIn', 'id', 'in', 'language', 'languages', 'name', 'nameIn', 'notIn', 'orderby', 'search', 'stati', 'status', 'title'],
    );
    expect(String(root.popSettings?.args.find((a) => a.name === 'language')?.type)).toBe('LanguageCodeFilterEnum');
  });

  it('has every field of the content entities the site reads', () => {
    const fieldsOf = (typeName: string) => {
      const type = ours.getType(typeName);
      return isObjectType(type) ? Object.keys(type.getFields()) : [];
    };
    const common = ['id', 'title', 'slug', 'content', 'featuredImage', 'translation', 'translations', 'uri', 'date', 'modified', 'status', 'language'];
    expect(fieldsOf('Event')).toEqual(expect.arrayContaining([...common, 'categories', 'eventDetails']));
    expect(fieldsOf('EventDetails')).toEqual(expect.arrayContaining(['doorsDatetime', 'eventVenue', 'facebookEventUrl', 'price', 'showDatetime', 'ticketUrl', 'buttonState', 'newDate', 'eventArtists', 'eventFpId', 'performanceTimes']));
    expect(fieldsOf('Artist')).toEqual(expect.arrayContaining([...common, 'categories', 'artistDetails']));
    expect(fieldsOf('ArtistDetails')).toEqual(expect.arrayContaining(['artistAlbumTrackUrl', 'artistBandcampUrl', 'artistFacebookUrl', 'artistHometown', 'artistInstagramUrl', 'artistSoundcloudUrl', 'artistSpotifyUrl', 'artistTwitterUrl', 'artistWebsiteUrl', 'artistYoutubeUrl', 'artistAttachedEvents']));
    expect(fieldsOf('Post')).toEqual(expect.arrayContaining([...common, 'author', 'newsOptions', 'newsTypes', 'categories']));
    expect(fieldsOf('NewsOptions')).toEqual(['newsIntro', 'relatedNews']);
    expect(fieldsOf('User')).toEqual(expect.arrayContaining(['slug', 'name']));
    expect(fieldsOf('Page')).toEqual(expect.arrayContaining([...common, 'parent', 'children']));
    expect(fieldsOf('PopCategory')).toEqual(expect.arrayContaining([...common, 'popCategoryOptions', 'artAbout', 'filmAbout', 'kidsAbout', 'marcheAbout', 'aboutPop', 'pucesAbout', 'symposiumAbout']));
    expect(fieldsOf('ArtAbout')).toEqual(['artContent', 'artCtaText', 'artCtaUrl', 'artSummary', 'artTitle']);
    expect(fieldsOf('Category')).toEqual(expect.arrayContaining(['id', 'slug', 'name', 'categoryOptions', 'translation', 'translations']));
    expect(fieldsOf('MediaItem')).toEqual(expect.arrayContaining(['id', 'databaseId', 'sourceUrl', 'altText', 'mediaDetails']));
    expect(fieldsOf('MenuItem')).toEqual(expect.arrayContaining(['id', 'databaseId', 'parentId', 'parentDatabaseId', 'label', 'url', 'path', 'target', 'cssClasses', 'order', 'locations', 'connectedNode', 'childItems']));
    expect(fieldsOf('Menu')).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'locations', 'menuItems']));
    expect(fieldsOf('Language')).toEqual(expect.arrayContaining(['code', 'slug', 'locale', 'name']));
    expect(fieldsOf('PopSettings')).toHaveLength(15);
  });
});
