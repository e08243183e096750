/** An error that becomes `{"error":{"code","message","field?"}}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export const badRequest = (code: string, message: string, field?: string): HttpError =>
  new HttpError(400, code, message, field);

export const unauthorized = (): HttpError =>
  new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export const notFound = (code: string, message: string): HttpError => new HttpError(404, code, message);
