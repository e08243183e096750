import { existsSync } from 'node:fs';
import type {
  A11yScreens,
  DemoHouse,
  ScreenFixtures,
  ScreenVisit,
  WalkTools,
} from '../../packages/web/src/platform/a11yScreens.js';
import { featureFolders } from './routeTable.js';

export type { DemoHouse, ScreenVisit, WalkTools };

const WEB_SRC = new URL('../../packages/web/src/', import.meta.url);

/** A visit with the folder that declares it (`app` or the feature's name). */
export interface OwnedVisit extends ScreenVisit {
  owner: string;
}

/** One folder's declaration of the walk: the shell's or a feature's `a11y.screens.ts`. */
interface Declaration {
  owner: string;
  screens: A11yScreens;
}

/**
 * Every declaration of the accessibility walk: `app/a11y.screens.ts` (the shell's routes) and each
 * feature folder's `a11y.screens.ts` (packages/web/src/platform/a11yScreens.ts), read from the
 * folders as the route table is, so a new feature's screens need no line here.
 */
export async function screenDeclarations(): Promise<Declaration[]> {
  const files = [
    { owner: 'app', file: new URL('app/a11y.screens.ts', WEB_SRC) },
    ...featureFolders().map((name) => ({
      owner: name,
      file: new URL(`features/${name}/a11y.screens.ts`, WEB_SRC),
    })),
  ].filter(({ file }) => existsSync(file));
  const declarations: Declaration[] = [];
  for (const { owner, file } of files) {
    const { a11yScreens } = (await import(file.href)) as { a11yScreens?: A11yScreens };
    if (!a11yScreens) throw new Error(`${owner}/a11y.screens.ts exports no a11yScreens`);
    declarations.push({ owner, screens: a11yScreens });
  }
  return declarations;
}

/**
 * Reads every fixture the declarations name, one at a time in declaration order (a new session is
 * made here); a name two folders read fails, and so does a visit that reads a name none reads.
 */
export async function readScreenFixtures(
  declarations: Declaration[],
  demo: DemoHouse,
): Promise<ScreenFixtures> {
  const fixtures: Record<string, unknown> = {};
  const readBy = new Map<string, string>();
  for (const { owner, screens } of declarations)
    for (const [name, read] of Object.entries(screens.fixtures ?? {})) {
      const first = readBy.get(name);
      if (first !== undefined) throw new Error(`${first} and ${owner} both read the screen fixture ${name}`);
      readBy.set(name, owner);
      if (read) fixtures[name] = await (read as (demo: DemoHouse) => Promise<unknown>)(demo);
    }
  return new Proxy(fixtures, {
    get(target, name, receiver) {
      // `then` and `toJSON`: what await and JSON.stringify look for on any object.
      if (typeof name === 'string' && !(name in target) && name !== 'then' && name !== 'toJSON')
        throw new Error(`no a11y.screens.ts reads the screen fixture ${name}`);
      return Reflect.get(target, name, receiver) as unknown;
    },
  }) as ScreenFixtures;
}

/**
 * The walk's visits, in this order: every screen, then the dialogs a URL opens, then those a person
 * opens, and last the visits that leave data behind; within each, in the folders' order.
 */
export function walkVisits(
  declarations: Declaration[],
  fixtures: ScreenFixtures,
  tools: WalkTools,
): OwnedVisit[] {
  const visits = declarations.flatMap(({ owner, screens }) =>
    screens.visits(fixtures, tools).map((visit) => ({ ...visit, owner })),
  );
  const rank = (visit: OwnedVisit) => (visit.last ? 3 : visit.open ? 2 : visit.dialog ? 1 : 0);
  return visits
    .map((visit, index) => ({ visit, index }))
    .sort((a, b) => rank(a.visit) - rank(b.visit) || a.index - b.index)
    .map(({ visit }) => visit);
}
