import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readSdlSources } from './scripts/schema.mjs';
import { mergedSdl, schemaLintConfig } from './scripts/schemaContract.mjs';
import { gatewayBoundaries, gatewayCoreBoundary } from './eslint/gatewayBoundaries.mjs';
import { webBoundaries } from './eslint/webBoundaries.mjs';

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
  // The web app's layers and feature boundaries, for imports, dynamic import() and vi.mock paths.
  ...webBoundaries,
  // The gateway's module boundaries: another module only through its index.ts.
  ...gatewayBoundaries,
  ...gatewayCoreBoundary,
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
