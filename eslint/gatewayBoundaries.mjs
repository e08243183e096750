import { readdirSync } from 'node:fs';

/**
 * The gateway's modules (`packages/gateway/src/modules/<domain>/`). A module's public face is its
 * `index.ts`: another module imports it through that file only, never its resolvers, providers,
 * models or live hubs, so a module can be reshaped inside without breaking its neighbours. What
 * several modules need and no single one owns lives below them (`src/shared/`, `src/rest/`, ...).
 * The folders are read from the directory, so a new module is covered without editing this file.
 */
const MODULES_DIR = new URL('../packages/gateway/src/modules/', import.meta.url);
const GATEWAY_MODULES = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const MESSAGE = 'Import a gateway module through its index.ts (e.g. `../../lots/index.js`), not its files.';

/** `../lots/models.js`, `../../lots/providers/pages.js`: any file of those modules but `index`. */
const internalsOf = (modules) => ({
  regex: `^(\\.\\./)+(modules/)?(${modules.join('|')})/(?!index(\\.[jt]s)?$).+`,
  message: MESSAGE,
});

/**
 * `context.loaders.calendar` read from another module: the loaders are keyed by module, and another
 * module's entry is reached through a function its index.ts exports (`calendarLoadersOf(context)`), so
 * the dependency is an import the rule above and the structure tools see.
 */
const othersLoaders = (others) => ({
  selector: `MemberExpression[object.type='MemberExpression'][object.property.name='loaders'][property.name=/^(${others.join('|')})$/]`,
  message: "Reach another module's loaders through a function its index.ts exports, not context.loaders.<module>.",
});

export const gatewayBoundaries = GATEWAY_MODULES.map((module) => {
  const others = GATEWAY_MODULES.filter((m) => m !== module);
  return {
    files: [`packages/gateway/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [internalsOf(others)] }],
      'no-restricted-syntax': ['error', othersLoaders(others)],
    },
  };
});

/**
 * The core (`src/` outside `modules/`) names no module: it reaches them only through the module list
 * (`modules/index.ts`) and the contract they fill (`modules/gatewayModule.ts`), so a new domain
 * touches no core file. Only the composition files import the list; the rest of the core is handed
 * what the modules declare.
 */
const MODULE_INTERNALS = {
  regex: '^(\\./|(\\.\\./)+)modules/[^/]+/.+',
  message: 'The gateway core reaches modules only through modules/index.ts (the list).',
};
const COMPOSITION_FILES = [
  'packages/gateway/src/server.ts',
  'packages/gateway/src/gatewayConfig.ts',
  'packages/gateway/src/schema.ts',
  'packages/gateway/src/index.ts',
  'packages/gateway/src/testing.ts',
  'packages/gateway/src/testing/**',
  // Tests of the core run it over the real list, as the composition root does.
  'packages/gateway/src/**/*.test.ts',
];
export const gatewayCoreBoundary = [
  {
    files: ['packages/gateway/src/**/*.ts'],
    ignores: ['packages/gateway/src/modules/**', 'packages/gateway/src/__generated__/**', ...COMPOSITION_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            MODULE_INTERNALS,
            {
              regex: '^(\\./|(\\.\\./)+)modules/index(\\.[jt]s)?$',
              message: 'Only the composition files (server.ts, gatewayConfig.ts, schema.ts, index.ts, testing) import the module list.',
            },
          ],
        },
      ],
    },
  },
  {
    files: COMPOSITION_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_INTERNALS] }] },
  },
];
