import { readdirSync } from 'node:fs';

/**
 * The import boundaries of the web app (`packages/web/src`), from the top floor down:
 *
 *   main.tsx, graphiql/  the entries: main.tsx starts the shell
 *   app/                 the shell: composes the features (app/features.ts); imported only by main.tsx
 *                        and the test set-up
 *   features/<domain>/   one per domain; another feature or the shell uses it only through its index.ts
 *   test/                the test set-up: the one door from feature tests into the shell; only tests
 *                        (`*.test.ts(x)` and their `testing/` helpers) import it, since it pulls vitest
 *                        and the whole shell into whatever imports it
 *   platform/            what features share: typed documents, access, the feature type
 *   ui/                  shared components and hooks: the ground floor
 *
 * An import that runs against this order fails lint, whether it is a static import or re-export
 * (no-restricted-imports), a dynamic `import()` or a module path handed to `vi.mock`, `vi.doMock`,
 * `vi.importActual` or `vi.importMock` (no-restricted-syntax: no-restricted-imports sees neither).
 * The features are read from their folder, so a new one is covered without editing this file.
 */
const WEB_SRC = 'packages/web/src';

const FEATURES = readdirSync(new URL(`../${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative specifier's way up (`./`, `../`, `../../`, …) to the folder it names. */
const UP = '^(\\.{1,2}/)+';

/** A restriction: the specifiers it refuses (a regex over the import's source) and why. */
const featureInternals = (features) => ({
  regex: `${UP}(features/)?(${features.join('|')})/(?!index$).+`,
  message: 'Import a feature through its index.ts (e.g. `../lots`), not its files.',
});
const SHELL = {
  regex: `${UP}app(/|$)`,
  message:
    'Only main.tsx and the test set-up import the shell (app/): take what features share from platform/ or ui/, and the whole app in tests from test/renderApp.',
};
const ANY_FEATURE = {
  regex: `${UP}features(/|$)`,
  message: 'This folder sits below the features (or starts the shell): it imports no feature.',
};
const PLATFORM = {
  regex: `${UP}platform(/|$)`,
  message: 'ui/ is the ground floor: it imports nothing of platform/, features/ or app/.',
};

const TEST_SETUP = {
  regex: `${UP}test(/|$)`,
  message:
    'Only tests and their testing/ helpers import the test set-up (test/): it pulls vitest and the whole shell.',
};

/** The tests and their helpers, the only files that may import the test set-up. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** esquery (no-restricted-syntax) reads a regex between slashes: the ones inside are escaped. */
const selectorRegex = (regex) => `/${regex.replaceAll('/', '\\/')}/`;

const VI_MODULE_CALLS = '/^(mock|doMock|importActual|importMock)$/';

/**
 * A layer's restrictions for all its files, then again with the test set-up for its non-test files
 * (a later flat-config entry replaces a rule's options for the files it matches).
 */
function boundary(files, restrictions) {
  return [
    restrict(files, restrictions),
    { ...restrict(files, [...restrictions, TEST_SETUP]), ignores: TEST_FILES.map((p) => `${WEB_SRC}/${p}`) },
  ];
}

function restrict(files, restrictions) {
  return {
    files: files.map((pattern) => `${WEB_SRC}/${pattern}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: restrictions }],
      'no-restricted-syntax': [
        'error',
        ...restrictions.flatMap(({ regex, message }) => [
          { selector: `ImportExpression[source.value=${selectorRegex(regex)}]`, message },
          {
            selector: `CallExpression[callee.object.name="vi"][callee.property.name=${VI_MODULE_CALLS}][arguments.0.value=${selectorRegex(regex)}]`,
            message,
          },
        ]),
      ],
    },
  };
}

export const webBoundaries = [
  ...FEATURES.flatMap((feature) =>
    boundary(
      [`features/${feature}/**/*.{ts,tsx}`],
      [featureInternals(FEATURES.filter((other) => other !== feature)), SHELL],
    ),
  ),
  // The shell composes features from their index.ts (app/features.ts); the test set-up likewise.
  ...boundary(['app/**/*.{ts,tsx}'], [featureInternals(FEATURES)]),
  restrict(['test/**/*.{ts,tsx}'], [featureInternals(FEATURES)]),
  ...boundary(['main.tsx'], [ANY_FEATURE]),
  ...boundary(['graphiql/**/*.{ts,tsx}', 'platform/**/*.{ts,tsx}'], [ANY_FEATURE, SHELL]),
  ...boundary(['ui/**/*.{ts,tsx}'], [ANY_FEATURE, SHELL, PLATFORM]),
];
