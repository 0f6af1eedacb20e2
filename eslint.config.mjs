import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'public/sw.js', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts'],
  },
];

export default config;
