/**
 * The flow of a sale's route, /session/{type}/{groupID}/{catalogID}/… (sales §2 route table): the
 * session sales (timed, live) or the fixed-price ones. Read by every screen mounted under that route,
 * whichever feature it belongs to, so that none of them imports another for it.
 */
export type SaleFlow = 'session' | 'fixedPrice';

/** A path is the fixed-price flow when it contains "bin" (sales §2 route table). */
export function flowOfType(type: string): SaleFlow {
  return type.includes('bin') ? 'fixedPrice' : 'session';
}
