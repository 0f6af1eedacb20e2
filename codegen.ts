import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator: the result and variable types of every document written with
 * `graphql()` in queries/ (fragments and fixed operations), typed against the schema of a real
 * WordPress with the festival's content model (reference/). `npm run codegen` writes
 * queries/generated/; `npm run codegen:check` (part of `npm test`) fails when it is stale.
 * Documents built from the registry (queries/content-documents.ts) are typed from their fragments.
 */
const config: CodegenConfig = {
  schema: 'reference/wpgraphql-festival.graphql',
  documents: ['queries/**/*.ts', '!queries/generated/**'],
  generates: {
    'queries/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: false,
      },
    },
  },
  ignoreNoDocuments: false,
};

export default config;
