import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const WEB_SRC = fileURLToPath(new URL('../../packages/web/src/', import.meta.url));

/** The route files the web app's router is built from: the shell's and every feature's. */
function routeFiles(): string[] {
  const features = readdirSync(`${WEB_SRC}features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${WEB_SRC}features/${entry.name}/routes.tsx`)
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
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

/**
 * Every page pattern of the app (relative to /ar/, '' for the index), read from the route source
 * files rather than a hand list, so a new route shows up here without anyone adding it. A route with
 * children is a page only when it has an index child.
 */
export function appRoutePatterns(): string[] {
  const patterns = new Set<string>();
  const visit = (object: ts.ObjectLiteralExpression, parent: string) => {
    const path = join(parent, stringProperty(object, 'path'));
    const children = childrenOf(object).filter(isRoute);
    if (children.length === 0) {
      patterns.add(path);
      return;
    }
    for (const child of children) visit(child, path);
  };
  for (const file of routeFiles()) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
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
    for (const root of roots) visit(root, '');
  }
  return [...patterns].sort();
}
