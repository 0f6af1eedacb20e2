import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLField, isEnumType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * The WordPress plugin (wordpress/festival-site) must give a WordPress the schema the site's
 * queries are checked against: reference/wpgraphql-festival.graphql. Its PHPUnit run
 * (wordpress/tests/run.sh) dumps what it registers — post types, taxonomies, menu locations, the
 * ACF field groups as ACF receives them, popSettings as WPGraphQL receives it — into
 * wordpress/tests/content-model.json, and fails when that file is out of date; this test derives
 * the GraphQL names and types WPGraphQL and WPGraphQL for ACF make of it, so a renamed field fails.
 */
interface ContentModel {
  postTypes: Record<string, { graphqlSingleName: string; graphqlPluralName: string; hierarchical: boolean; supports: string[]; taxonomies: string[] }>;
  taxonomies: {
    category: { objectTypes: string[] };
    news_type: { graphqlSingleName: string; graphqlPluralName: string; hierarchical: boolean; objectTypes: string[] };
  };
  menuLocations: string[];
  fieldGroups: { graphqlFieldName: string; graphqlTypes: string[]; fields: { graphqlFieldName: string; acfType: string; multiple?: boolean }[] }[];
  popSettings: { type: string; languageArgument: string; fields: Record<string, string> };
}

const root = path.resolve(__dirname, '../../..');
const model = JSON.parse(readFileSync(path.join(root, 'wordpress/tests/content-model.json'), 'utf8')) as ContentModel;
const schema = buildSchema(readFileSync(path.join(root, 'reference/wpgraphql-festival.graphql'), 'utf8'));

/** The GraphQL type WPGraphQL for ACF 2.x gives a field of each ACF type (its src/FieldType/*.php). */
const acfFieldGraphqlType: Record<string, string> = {
  text: 'String',
  textarea: 'String',
  wysiwyg: 'String',
  url: 'String',
  email: 'String',
  radio: 'String',
  date_time_picker: 'String',
  date_picker: 'String',
  number: 'Float',
  true_false: 'Boolean',
  select: '[String]',
  checkbox: '[String]',
  image: 'AcfMediaItemConnectionEdge',
  post_object: 'AcfContentNodeConnection',
  relationship: 'AcfContentNodeConnection',
};

/** The node interface WPGraphQL adds for each `supports` feature of a post type. */
const supportInterfaces: Record<string, string> = {
  title: 'NodeWithTitle',
  editor: 'NodeWithContentEditor',
  thumbnail: 'NodeWithFeaturedImage',
  excerpt: 'NodeWithExcerpt',
  revisions: 'NodeWithRevisions',
  author: 'NodeWithAuthor',
  comments: 'NodeWithComments',
  trackbacks: 'NodeWithTrackbacks',
  'page-attributes': 'NodeWithPageAttributes',
};

/** WPGraphQL names a type after its single name, capitalised (`popCategory` → `PopCategory`). */
const typeName = (graphqlName: string): string => graphqlName[0]!.toUpperCase() + graphqlName.slice(1);

function objectType(name: string) {
  const type = schema.getType(name);
  if (!isObjectType(type)) throw new Error(`the reference has no object type ${name}`);
  return type;
}

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`the reference has no enum ${name}`);
  return type.getValues().map((value) => value.name);
}

const rootQuery = objectType('RootQuery').getFields();
const groupsByName = new Map(model.fieldGroups.map((group) => [group.graphqlFieldName, group]));

/** Each ACF field group of the reference: the `WithAcf…` interface its nodes implement. */
const referenceGroups = Object.values(schema.getTypeMap())
  .filter(isInterfaceType)
  .filter((type) => type.name.startsWith('WithAcf'))
  .map((withAcf) => {
    const [field] = Object.values(withAcf.getFields()) as [GraphQLField<unknown, unknown>];
    const fields = schema.getType(`${String(field.type)}_Fields`);
    if (!isInterfaceType(fields)) throw new Error(`the reference has no ${String(field.type)}_Fields`);
    return {
      graphqlFieldName: field.name,
      type: String(field.type),
      nodes: schema.getImplementations(withAcf).objects.map((node) => node.name).sort(),
      fields: Object.values(fields.getFields()).filter((f) => f.name !== 'fieldGroupName'),
    };
  });

describe('the WordPress plugin against the reference schema', () => {
  it('declares every ACF field group of the reference, on the same node types', () => {
    expect(referenceGroups.length).toBeGreaterThan(10);
    for (const reference of referenceGroups) {
      const group = groupsByName.get(reference.graphqlFieldName);
      expect(group, `field group ${reference.graphqlFieldName}`).toBeDefined();
      expect(typeName(group!.graphqlFieldName)).toBe(reference.type);
      expect([...group!.graphqlTypes].sort(), reference.graphqlFieldName).toEqual(reference.nodes);
    }
  });

  it('gives each of those groups exactly the reference fields, with the same names and types', () => {
    for (const reference of referenceGroups) {
      const fields = groupsByName.get(reference.graphqlFieldName)!.fields;
      expect(fields.map((field) => field.graphqlFieldName).sort(), reference.graphqlFieldName).toEqual(reference.fields.map((field) => field.name).sort());
      for (const field of fields) {
        const expected = String(reference.fields.find((f) => f.name === field.graphqlFieldName)!.type);
        expect(acfFieldGraphqlType[field.acfType], `${reference.graphqlFieldName}.${field.graphqlFieldName} (ACF ${field.acfType})`).toBe(expected);
      }
    }
  });

  it('puts the groups the reference does not have yet on its node types, with field types WPGraphQL for ACF knows', () => {
    const referenceNames = new Set(referenceGroups.map((group) => group.graphqlFieldName));
    const newGroups = model.fieldGroups.filter((group) => !referenceNames.has(group.graphqlFieldName));
    for (const group of newGroups) {
      for (const node of group.graphqlTypes) expect(() => objectType(node)).not.toThrow();
      expect(schema.getType(typeName(group.graphqlFieldName)), `${group.graphqlFieldName} would clash with a type of the reference`).toBeUndefined();
      for (const field of group.fields) expect(acfFieldGraphqlType[field.acfType], `${group.graphqlFieldName}.${field.graphqlFieldName}`).toBeDefined();
    }
  });

  it('gives venues the details the site reads, under the names agreed with it', () => {
    const venue = groupsByName.get('venueDetails');
    expect(venue?.graphqlTypes).toEqual(['Venue']);
    expect(venue?.fields.map((field) => [field.graphqlFieldName, acfFieldGraphqlType[field.acfType]])).toEqual([
      ['streetAddress', 'String'],
      ['latitude', 'Float'],
      ['longitude', 'Float'],
      ['stepFreeEntrance', 'String'],
      ['accessibleToilets', 'String'],
      ['seating', 'String'],
      ['hearingLoop', 'String'],
      ['transit', 'String'],
      ['gettingThere', 'String'],
    ]);
  });

  it.each(Object.entries(model.postTypes))('registers the post type %s under the reference names, with its node interfaces', (name, postType) => {
    const type = objectType(typeName(postType.graphqlSingleName));
    expect(rootQuery[postType.graphqlSingleName], `RootQuery.${postType.graphqlSingleName}`).toBeDefined();
    expect(rootQuery[postType.graphqlPluralName], `RootQuery.${postType.graphqlPluralName}`).toBeDefined();
    expect(enumValues('ContentTypeEnum')).toContain(name.toUpperCase());
    const interfaces = type.getInterfaces().map((i) => i.name);
    const fromSupports = postType.supports.map((feature) => supportInterfaces[feature]).filter(Boolean).sort();
    expect(interfaces.filter((i) => Object.values(supportInterfaces).includes(i)).sort()).toEqual(fromSupports);
    expect(interfaces.includes('HierarchicalContentNode')).toBe(postType.hierarchical);
    expect(Boolean(type.getFields().categories)).toBe(postType.taxonomies.includes('category'));
  });

  it('attaches categories and news types to the reference content types', () => {
    expect(enumValues('ContentTypesOfCategoryEnum').sort()).toEqual(model.taxonomies.category.objectTypes.map((t) => t.toUpperCase()).sort());
    const newsType = model.taxonomies.news_type;
    const type = objectType(typeName(newsType.graphqlSingleName));
    expect(rootQuery[newsType.graphqlSingleName]).toBeDefined();
    expect(rootQuery[newsType.graphqlPluralName]).toBeDefined();
    expect(enumValues('TaxonomyEnum')).toContain(newsType.graphqlSingleName.toUpperCase());
    expect(type.getInterfaces().some((i) => i.name === 'HierarchicalTermNode')).toBe(newsType.hierarchical);
    expect(enumValues('ContentTypesOfNewsTypeEnum')).toEqual(newsType.objectTypes.map((t) => t.toUpperCase()));
  });

  it('registers the menu locations of the reference (Polylang adds their ___FR twins)', () => {
    const locations = enumValues('MenuLocationEnum').filter((value) => !value.includes('___'));
    expect(model.menuLocations.map((location) => location.toUpperCase()).sort()).toEqual(locations.sort());
  });

  it('answers popSettings(language:) with the reference settings type', () => {
    const field = rootQuery.popSettings!;
    expect(String(field.type)).toBe(model.popSettings.type);
    expect(String(field.args.find((arg) => arg.name === 'language')?.type)).toBe(model.popSettings.languageArgument);
    const reference = Object.fromEntries(Object.values(objectType(model.popSettings.type).getFields()).map((f) => [f.name, String(f.type)]));
    expect(model.popSettings.fields).toEqual(reference);
  });
});
