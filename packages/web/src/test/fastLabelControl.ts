import { createRequire } from 'node:module';

/**
 * jsdom finds a `<label for>`'s control by walking the whole document for the id, and `input.labels`
 * asks that of every label in it: each `getByLabelText` or accessible name cost labels × nodes, a
 * quarter of a big form's test time. A connected label's document already keeps its ids in a map
 * (what `getElementById` reads, first in tree order as the spec's "first element with that ID"), so
 * read it there; a label outside a document, or without `for`, keeps jsdom's own walk.
 */
interface LabelImpl {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: { get(id: string): unknown } };
}

const require = createRequire(import.meta.url);
const { implementation } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
  implementation: { prototype: object };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: unknown): boolean;
};
const patched = Symbol.for('ah.fastLabelControl');
const prototype = implementation.prototype as Record<symbol, boolean>;

if (!prototype[patched]) {
  const walk = Object.getOwnPropertyDescriptor(implementation.prototype, 'control')?.get;
  if (!walk) throw new Error('jsdom no longer defines HTMLLabelElement control: remove fastLabelControl');
  Object.defineProperty(implementation.prototype, 'control', {
    configurable: true,
    get(this: LabelImpl): unknown {
      const byId = this.hasAttributeNS(null, 'for') ? this.getRootNode({})._byIdCache : undefined;
      if (!byId) return walk.call(this);
      const id = this.getAttributeNS(null, 'for');
      if (!id) return null;
      const target = byId.get(id) ?? null;
      return target && isLabelable(target) ? target : null;
    },
  });
  prototype[patched] = true;
}
