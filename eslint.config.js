import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { readSdlSources } from './scripts/schema.mjs';
import { mergedSdl, schemaLintConfig } from './scripts/schemaContract.mjs';

/**
 * The web's features (`packages/web/src/features/<domain>/`). A feature is used by another feature and
 * by the app shell only through its `index.ts`: an import that reaches past the folder's name into
 * its files fails lint. Read from the folder, so a new feature is covered without editing this file.
 */
const WEB_FEATURES = readdirSync(new URL('./packages/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const BOUNDARY_MESSAGE = 'Import a feature through its index.ts (e.g. `../lots`), not its files.';
const internalsOf = (features) => ({
  regex: `^(\\.\\./)+(features/)?(${features.join('|')})/(?!index$).+`,
  message: BOUNDARY_MESSAGE,
});
const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`packages/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [internalsOf(WEB_FEATURES.filter((f) => f !== feature))] },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/__generated__/**', '**/node_modules/**', '.data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...featureBoundaries,
  {
    // The shell composes features from their index.ts too (app/features.ts).
    files: ['packages/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+features/[^/]+/(?!index$).+', message: BOUNDARY_MESSAGE }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  // The GraphQL contract's schema rules (scripts/schemaContract.mjs): descriptions everywhere, naming,
  // reachable types, deprecation reasons. Only the domain SDL: the web's operations are not schema.
  schemaLintConfig(['packages/schema/src/sdl/*.graphql'], mergedSdl(readSdlSources())),
);
