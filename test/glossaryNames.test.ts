import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * One name per domain: the glossary of docs/ARCHITECTURE.md names, for every domain, its folder or
 * file in each package, and this checks the packages against it both ways. A cell of the glossary is
 * the domain's own name (its SDL file and gateway module share a column: they always go together),
 * `—` (no code of its own there) or "in `x`" (its code lives in another domain's folder `x`); any
 * other name fails, as does a folder the glossary does not give to a domain.
 */
const repo = new URL('../', import.meta.url);
const glossaryText = readFileSync(new URL('docs/ARCHITECTURE.md', repo), 'utf8');

interface Package {
  /** The glossary column's header. */
  column: string;
  /** Where the package's domain folders (or files) live. */
  root: URL;
  /** The domain names present in the package. */
  present: () => string[];
}

const folders = (root: URL, keep: (name: string) => boolean = () => true) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && keep(entry.name))
    .map((entry) => entry.name)
    .sort();

const sdlDir = new URL('packages/schema/src/sdl/', repo);
const modulesDir = new URL('packages/gateway/src/modules/', repo);
const upstreamDir = new URL('packages/upstream/src/', repo);
const featuresDir = new URL('packages/web/src/features/', repo);

const sdlFiles = () =>
  readdirSync(sdlDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => file.slice(0, -'.graphql'.length))
    .sort();

const PACKAGES: Package[] = [
  { column: 'SDL file + gateway module', root: sdlDir, present: sdlFiles },
  { column: 'SDL file + gateway module', root: modulesDir, present: () => folders(modulesDir) },
  {
    column: 'Upstream `src/`',
    root: upstreamDir,
    // A domain folder is one with a mount (db/, http/, jobs/ ... are the service's plumbing).
    present: () => folders(upstreamDir, (name) => existsSync(new URL(`${name}/mount.ts`, upstreamDir))),
  },
  { column: 'Web `src/features/`', root: featuresDir, present: () => folders(featuresDir) },
];

/** The glossary table's rows, each cell by its column's header. */
function glossaryRows(): Record<string, string>[] {
  const section = glossaryText.split('## Glossary of domains')[1]?.split(/\n## /)[0] ?? '';
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines;
  const names = header ? cells(header) : [];
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, i) => [names[i] ?? String(i), cell])));
}

type Cell = { kind: 'own'; name: string } | { kind: 'none' } | { kind: 'elsewhere'; path: string };

/** What a cell says: the package's own name for the domain, none, or "in `x`". */
function readCell(cell: string): Cell {
  if (cell.startsWith('—')) return { kind: 'none' };
  const elsewhere = /^in `([^`]+)`/.exec(cell);
  if (elsewhere) return { kind: 'elsewhere', path: elsewhere[1] ?? '' };
  const own = /^`([^`/]+)\/?`/.exec(cell);
  if (own) return { kind: 'own', name: own[1] ?? '' };
  throw new Error(`a glossary cell must start with a name, — or "in \`x\`": ${cell}`);
}

const rows = glossaryRows();
const domains = rows.map((row) => (row['Domain'] ?? '').replaceAll('`', ''));

describe("the glossary's domain names", () => {
  it('finds the glossary and every package column', () => {
    expect(domains.length).toBeGreaterThan(20);
    expect(domains).toContain('base');
    for (const { column } of PACKAGES) expect(Object.keys(rows[0] ?? {})).toContain(column);
  });

  it('names each domain once, in camelCase', () => {
    expect(new Set(domains).size).toBe(domains.length);
    for (const domain of domains) expect(domain, domain).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('gives a domain its own name in every package that has code for it', () => {
    const renamed = rows.flatMap((row, i) =>
      PACKAGES.flatMap(({ column }) => {
        const cell = readCell(row[column] ?? '');
        return cell.kind === 'own' && cell.name !== domains[i]
          ? [`${domains[i]}: ${column} says ${cell.name}`]
          : [];
      }),
    );
    expect(renamed).toEqual([]);
  });

  for (const pkg of PACKAGES) {
    const where = pkg.root.pathname.slice(repo.pathname.length);
    it(`has in ${where} exactly the domains the glossary gives it`, () => {
      const expected = rows
        .filter((row) => readCell(row[pkg.column] ?? '').kind === 'own')
        .map((row) => (row['Domain'] ?? '').replaceAll('`', ''))
        .sort();
      expect(pkg.present()).toEqual(expected);
    });
  }

  it('finds the folder a domain living "in" another is said to live in', () => {
    for (const row of rows)
      for (const pkg of PACKAGES) {
        const cell = readCell(row[pkg.column] ?? '');
        if (cell.kind === 'elsewhere') expect(existsSync(new URL(cell.path, pkg.root)), cell.path).toBe(true);
      }
  });

  it('lists every gateway module folder in modules/index.ts', () => {
    const list = readFileSync(new URL('index.ts', modulesDir), 'utf8');
    const listed = [...list.matchAll(/from '\.\/(\w+)\/index\.js'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(folders(modulesDir));
  });
});

/**
 * The glossary's words to avoid, read from its list in docs/ARCHITECTURE.md. Two kinds:
 * - the old folder names (the bullet that says so: sales, items, images, invoicesHub, invoiceEditing)
 *   may not appear in a file or folder name at all, except inside a domain's own name
 *   (`lotImages`, `salesTaxReports`: the words start a glossary domain of two or more words);
 * - the other words (review, preview) may not START a file or folder name: a compound saying which
 *   passes (`salePreview`, `shippingReview`), `previewRoutes` fails. A name below a folder that
 *   already says which (`shippingReviews/reviewsRoutes.ts`, `salePreview/PreviewLots.tsx`) passes.
 * A name's words are its camelCase, kebab-case and dotted parts, lower-cased; the old names match
 * exactly (`sales`, not `sale`), review and preview with or without a plural s.
 */
function wordsToAvoid(): { oldNames: string[][]; sayWhich: string[][] } {
  const list = glossaryText.split('Words to avoid')[1]?.split(/\n\n(?!-)/)[0] ?? '';
  const bullets = list.split('\n- ').slice(1);
  const terms = (bullet: string) => [...bullet.matchAll(/\*\*(\w+)\*\*/g)].map((m) => words(m[1] ?? ''));
  return {
    oldNames: bullets.filter((b) => b.includes('old folder names')).flatMap(terms),
    sayWhich: bullets.filter((b) => !b.includes('old folder names')).flatMap(terms),
  };
}

const singular = (word: string) => word.replace(/s$/, '');

/** A file or folder name's words: `uploadLotImages.test.ts` → upload, lot, images, test, ts. */
function words(name: string): string[] {
  return name
    .split(/[-_.\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Paths that keep an avoided word on purpose, and why (a folder's entry also says which for what is below it). */
const ALLOWED: Record<string, string> = {
  'packages/gateway/src/modules/lots/resolvers/CatalogItems.ts': 'resolvers of the SDL type CatalogItems',
  'packages/web/src/test/catalogItems.graphql': 'fragments of the SDL type CatalogItems',
  'packages/web/src/features/saleWizard/steps/reviewPublish':
    "the spec's Review & Publish screen, named whole",
};

/** The glossary's domains of two or more words, as words (an old name inside one of them is fine). */
const compoundDomains = domains.map(words).filter((domainWords) => domainWords.length > 1);

/** Whether words[at..] is covered by a run of words starting a compound domain's name. */
function insideDomainName(nameWords: string[], at: number, length: number): boolean {
  return compoundDomains.some((domainWords) =>
    nameWords.some((_, start) => {
      let n = 0;
      while (
        n < domainWords.length &&
        singular(nameWords[start + n] ?? '') === singular(domainWords[n] ?? '')
      )
        n += 1;
      return n > 1 && start <= at && start + n >= at + length;
    }),
  );
}

const indexOfRun = (nameWords: string[], term: string[], from: number) => {
  for (let i = from; i + term.length <= nameWords.length; i += 1)
    if (term.every((word, j) => nameWords[i + j] === word)) return i;
  return -1;
};

/** Why a tracked path breaks the rule above, or null. */
function misnamed(path: string, avoid: ReturnType<typeof wordsToAvoid>): string | null {
  const segments = path.split('/');
  let saidWhich = new Set<string>();
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const sofar = segments.slice(0, i + 1).join('/');
    const nameWords = words(segment);
    if (sofar in ALLOWED) {
      saidWhich = new Set([...saidWhich, ...nameWords.map(singular)]);
      continue;
    }
    for (const term of avoid.oldNames)
      for (let at = indexOfRun(nameWords, term, 0); at >= 0; at = indexOfRun(nameWords, term, at + 1))
        if (!insideDomainName(nameWords, at, term.length)) return `${segment}: "${term.join(' ')}"`;
    const stems = nameWords.map(singular);
    for (const term of avoid.sayWhich) {
      const word = singular(term.join(' '));
      if (stems[0] === word && !saidWhich.has(word))
        return `${segment} starts with "${word}" without saying which`;
      if (stems.indexOf(word) > 0) saidWhich = new Set([...saidWhich, word]);
    }
  }
  return null;
}

describe("the glossary's words to avoid", () => {
  const avoid = wordsToAvoid();
  const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
    .split('\n')
    .filter(
      (path) =>
        path && !/(^|\/)(migrations|__generated__)\//.test(path) && !path.startsWith('bench/results/'),
    );

  it('reads both kinds of word from the list', () => {
    expect(avoid.oldNames).toEqual(
      expect.arrayContaining([['sales'], ['items'], ['images'], ['invoices', 'hub'], ['invoice', 'editing']]),
    );
    expect(avoid.sayWhich).toEqual(expect.arrayContaining([['review'], ['preview']]));
  });

  it('tells the names apart as the rule says', () => {
    const pass = [
      'packages/web/src/features/lotImages/operations/lotImages.graphql',
      'packages/schema/src/rules/salesTaxReportRules.ts',
      'packages/web/src/features/saleWizard/steps/salePreview/PreviewHeader.tsx',
      'packages/upstream/src/shippingReviews/reviewsRoutes.ts',
      'packages/web/src/features/saleWizard/steps/reviewPublish/reviewTexts.ts',
    ];
    const fail = [
      'packages/upstream/src/publishing/previewRoutes.ts',
      'packages/web/src/features/saleWizard/steps/uploadItems/ItemsStepPage.tsx',
      'e2e/sales-setup.e2e.ts',
      'packages/upstream/src/invoices/invoiceEditingRoutes.ts',
      'packages/web/src/features/invoiceGroups/pages/InvoicesHubPage.tsx',
      'packages/web/src/features/realizedPrices/model/reviewStore.ts',
    ];
    expect(pass.filter((path) => misnamed(path, avoid))).toEqual([]);
    expect(fail.filter((path) => !misnamed(path, avoid))).toEqual([]);
  });

  it('finds none of them in a tracked file or folder name', () => {
    expect(tracked.length).toBeGreaterThan(500);
    const found = tracked.flatMap((path) => {
      const why = misnamed(path, avoid);
      return why ? [`${path} (${why})`] : [];
    });
    expect(found).toEqual([]);
  });

  it('keeps each allowed path', () => {
    for (const path of Object.keys(ALLOWED)) expect(existsSync(new URL(path, repo)), path).toBe(true);
  });
});
