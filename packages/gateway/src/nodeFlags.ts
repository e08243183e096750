/**
 * The Node/V8 flags the gateway's process starts with, wherever the product starts it
 * (`scripts/start.mjs`, the Dockerfile's gateway image, this package's `start` script; a repo test
 * keeps them the same; the benchmarks start it with them too).
 *
 * `--max-semi-space-size=32` (MB; Node 20's default is 16): a larger young generation. A heavy
 * screen parses a 1–2 MB upstream answer per request and builds its answer from it; with the
 * default, the parsed answers of the requests in flight outlive young-generation collections, get
 * copied and promoted, and the collector becomes the gateway's tail (bench/README.md, Gateway
 * overhead). The cost is resident memory: up to 3 × 32 MB of young generation instead of 3 × 16
 * (measured in bench/README.md). Operators may still override it with NODE_OPTIONS.
 */
export const GATEWAY_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
