import type { GatewayContext } from '../context.js';

/** Where the browser reaches the image service through the gateway (modules/lotImages/http/imageProxy.ts). */
export const IMAGE_PROXY_PREFIX = '/images/';
/**
 * A URL the image service handed out, as the browser must use it: one on the service's own origin
 * under /images/ becomes the gateway's relative path (the browser only talks to the gateway); any
 * other (an S3 or CDN address) is left alone.
 */
export function browserImageUrl(url: string, serviceOrigin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== serviceOrigin || !parsed.pathname.startsWith(IMAGE_PROXY_PREFIX)) return url;
  return parsed.pathname + parsed.search;
}

/** An image URL as the browser reaches it: the service's own image files go through the gateway. */
export function browserUrl(context: GatewayContext, url: string | null): string | null {
  return url === null ? null : browserImageUrl(url, context.rest.catalog.origin);
}
