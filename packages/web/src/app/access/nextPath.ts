/**
 * The `?next=` of the login page: where to go after signing in. Only paths inside this app are
 * followed (no other origin, no protocol-relative `//host`), anything else goes to the start page.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (/^\/login(?:[/?#]|$)/.test(next)) return '/';
  return next;
}

/** The login path that comes back to `current` (a path with its query) after signing in. */
export function loginPathFor(current: string): string {
  const next = safeNextPath(current);
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/** Pages the gateway serves outside this app (the GraphiQL explorer): reached by a full page load. */
const SERVER_PAGE = /^\/graphql(?:[?#]|$)/;

export function isServerPage(path: string): boolean {
  return SERVER_PAGE.test(path);
}
