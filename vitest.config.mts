import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run in Node by default; component tests opt into jsdom with a
// `// @vitest-environment jsdom` docblock at the top of the file.
const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/unit/server-only-stub.ts'),
      'next/font/local': path.join(root, 'tests/unit/next-font-stub.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
  },
});
