import { createContext, useContext, type ReactNode } from 'react';
import type { PutOutcome, PutRequest } from './imageUploadQueue';
import { putImageWithProgress } from './putImage';

/**
 * How image bytes reach their signed address: in the browser an XMLHttpRequest PUT to the same
 * origin (with upload progress). Tests that talk to a gateway elsewhere give its origin and a PUT of
 * their own, as Apollo Client takes a `uri`.
 */
export interface ImageTransport {
  /** Prefix of same-origin paths the API hands out ('' in the browser). */
  base: string;
  put: (request: PutRequest<Blob>) => Promise<PutOutcome>;
}

const BROWSER: ImageTransport = { base: '', put: putImageWithProgress };
const ImageTransportContext = createContext<ImageTransport>(BROWSER);

export function ImageTransportProvider({ value, children }: { value: ImageTransport; children: ReactNode }) {
  return <ImageTransportContext.Provider value={value}>{children}</ImageTransportContext.Provider>;
}

export function useImageTransport(): ImageTransport {
  return useContext(ImageTransportContext);
}

/** A path the API gave, made absolute against the transport's origin when it is relative. */
export function resolveImageUrl(base: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url;
}
