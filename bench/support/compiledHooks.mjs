/**
 * `--compiled` (bench processes): the gateway's and the schema's own TypeScript sources resolve to
 * their tsc builds (`packages/<name>/dist/*.js`), as production runs them (`npm start`, the Docker
 * images), rather than through tsx's on-the-fly transform. The bench's own files stay TypeScript.
 */
const SOURCE = /\/packages\/(gateway|schema)\/src\/(.*)\.ts$/;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const match = SOURCE.exec(resolved.url);
  if (!match) return resolved;
  return { ...resolved, url: resolved.url.replace(SOURCE, '/packages/$1/dist/$2.js'), format: 'module' };
}
