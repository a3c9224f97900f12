/**
 * A failed call to the marketplace API: its HTTP status (503 when it could not be reached or did
 * not answer in time) and message. The one error type of lib/server/marketplace/.
 */
export class MarketplaceError extends Error {
  readonly status: number;
  /** No answer within the call's time (lib/server/marketplace/deadline.ts), rather than none at all. */
  readonly timedOut: boolean;

  constructor(status: number, message: string, options?: { cause?: unknown; timedOut?: boolean }) {
    super(message, options);
    this.name = 'MarketplaceError';
    this.status = status;
    this.timedOut = options?.timedOut ?? false;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isMarketplaceError(error: unknown): error is MarketplaceError {
  return error instanceof MarketplaceError;
}
