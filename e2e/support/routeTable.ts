import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const WEB_SRC = fileURLToPath(new URL('../../packages/web/src/', import.meta.url));

/** The folder a route file is in: `app` for the shell's router, else the feature's name. */
function ownerOf(file: string): string {
  return file.startsWith(`${WEB_SRC}features/`)
    ? (file.slice(`${WEB_SRC}features/`.length).split('/')[0] ?? '')
    : 'app';
}

/** The feature folders of the web app (`packages/web/src/features/<name>/`), by name. */
export function featureFolders(): string[] {
  return readdirSync(`${WEB_SRC}features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The route files the web app's router is built from: the shell's and every feature's. */
function routeFiles(): string[] {
  const features = featureFolders()
    .map((name) => `${WEB_SRC}features/${name}/routes.tsx`)
    .filter((file) => existsSync(file));
  return [`${WEB_SRC}app/router.tsx`, ...features];
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== name) continue;
    if (ts.isStringLiteral(property.initializer)) return property.initializer.text;
  }
  return undefined;
}

function hasProperty(object: ts.ObjectLiteralExpression, name: string): boolean {
  return object.properties.some((property) => property.name?.getText() === name);
}

function childrenOf(object: ts.ObjectLiteralExpression): ts.ObjectLiteralExpression[] {
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'children') continue;
    if (ts.isArrayLiteralExpression(property.initializer))
      return property.initializer.elements.filter(ts.isObjectLiteralExpression);
  }
  return [];
}

/** A route object: one with `path`, `index` or `children` (a layout route). */
function isRoute(object: ts.ObjectLiteralExpression): boolean {
  return hasProperty(object, 'path') || hasProperty(object, 'index') || hasProperty(object, 'children');
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  return parent ? `${parent}/${path}` : path;
}

/** `const X = lazy(() => import('./spec'))` of a route file: component name → the imported source file. */
function lazyComponents(
  source: ts.SourceFile,
  file: string,
): Map<string, { module: string; exported: boolean }> {
  const components = new Map<string, { module: string; exported: boolean }>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText() === 'lazy'
    ) {
      let specifier: string | undefined;
      const findImport = (inner: ts.Node) => {
        if (
          ts.isCallExpression(inner) &&
          inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
          inner.arguments[0] &&
          ts.isStringLiteral(inner.arguments[0])
        )
          specifier = inner.arguments[0].text;
        else ts.forEachChild(inner, findImport);
      };
      findImport(node.initializer);
      const statement = node.parent.parent;
      const exported =
        ts.isVariableStatement(statement) &&
        (statement.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      if (specifier) components.set(node.name.text, { module: resolveSource(file, specifier), exported });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return components;
}

/** A relative import of a route file as the source file it names (`.tsx`, `.ts`, or a folder's index). */
function resolveSource(file: string, specifier: string): string {
  const base = fileURLToPath(new URL(specifier, pathToFileURL(file)));
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => `${base}${suffix}`);
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${file}: cannot resolve the lazy import ${specifier}`);
  return found;
}

/** The names of the JSX elements inside a route's `element`. */
function elementTags(object: ts.ObjectLiteralExpression): string[] {
  const tags: string[] = [];
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'element') continue;
    const visit = (node: ts.Node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) tags.push(node.tagName.getText());
      ts.forEachChild(node, visit);
    };
    visit(property.initializer);
  }
  return tags;
}

/** A page of the app: its pattern and the lazily loaded components its route chain renders. */
export interface AppRoute {
  /** Relative to /ar/, '' for the index. */
  pattern: string;
  /** The source files (paths relative to packages/web, as in Vite's manifest) of its lazy pages. */
  lazyModules: string[];
  /**
   * The lazy components those pages declare themselves (`lazy(() => import(…))` in the page's own
   * module, e.g. the sale wizard's steps): the page renders one of them before it is usable, so the
   * budget counts the heaviest. Lazy components of deeper modules (charts, dialogs) are not counted.
   */
  nestedLazyModules: string[];
  /** Who declares it: `app` (the shell's router.tsx) or the feature whose routes.tsx does. */
  owners: string[];
}

const WEB_ROOT = fileURLToPath(new URL('../../packages/web/', import.meta.url));

/**
 * Every page of the app with the lazy components its route chain renders, read from the route
 * source files rather than a hand list, so a new route shows up here without anyone adding it. A
 * route with children is a page only when it has an index child. The bundle budget
 * (test/bundleBudget.test.ts) weighs each page's chunks from this.
 */
export function appRoutes(): AppRoute[] {
  const routes = new Map<string, Set<string>>();
  const owners = new Map<string, Set<string>>();
  const sources = routeFiles().map((file) => ({
    file,
    source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  // A route file may render a lazy page another feature exports (the lot page of the sale wizard).
  const exportedLazy = new Map<string, string>();
  for (const { file, source } of sources)
    for (const [name, component] of lazyComponents(source, file))
      if (component.exported) exportedLazy.set(name, component.module);
  for (const { file, source } of sources) {
    const lazy = new Map(exportedLazy);
    for (const [name, component] of lazyComponents(source, file)) lazy.set(name, component.module);
    const visit = (object: ts.ObjectLiteralExpression, parent: string, inherited: string[]) => {
      const path = join(parent, stringProperty(object, 'path'));
      const modules = [
        ...inherited,
        ...elementTags(object).flatMap((tag) => {
          const module = lazy.get(tag);
          return module ? [relative(WEB_ROOT, module).split(sep).join('/')] : [];
        }),
      ];
      const children = childrenOf(object).filter(isRoute);
      if (children.length === 0) {
        const known = routes.get(path) ?? new Set<string>();
        for (const module of modules) known.add(module);
        routes.set(path, known);
        owners.set(path, (owners.get(path) ?? new Set<string>()).add(ownerOf(file)));
        return;
      }
      for (const child of children) visit(child, path, modules);
    };
    const roots: ts.ObjectLiteralExpression[] = [];
    const collect = (node: ts.Node) => {
      // The outermost route objects of the file; their children are walked by `visit`.
      if (ts.isObjectLiteralExpression(node) && isRoute(node)) {
        roots.push(node);
        return;
      }
      ts.forEachChild(node, collect);
    };
    collect(source);
    for (const root of roots) visit(root, '', []);
  }
  const nestedOf = (module: string): string[] => {
    const file = `${WEB_ROOT}${module}`;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    return [...lazyComponents(source, file).values()].map((nested) =>
      relative(WEB_ROOT, nested.module).split(sep).join('/'),
    );
  };
  return [...routes]
    .map(([pattern, modules]) => ({
      pattern,
      lazyModules: [...modules].sort(),
      nestedLazyModules: [...new Set([...modules].flatMap(nestedOf))].sort(),
      owners: [...(owners.get(pattern) ?? [])].sort(),
    }))
    .sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
}

/** Every page pattern of the app (relative to /ar/, '' for the index). */
export function appRoutePatterns(): string[] {
  return appRoutes().map((route) => route.pattern);
}
