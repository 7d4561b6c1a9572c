/** Errors a route handler can answer with; mapped to JSON responses in one place (respond.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'The request body is malformed.') {
    super(400, message);
  }
}

export class ValidationError extends HttpError {
  constructor(readonly errors: Record<string, string>) {
    super(422, 'Some fields are invalid.');
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'The request body is too large.') {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(expected: string) {
    super(415, `The request body must be ${expected}.`);
  }
}

export class TooManyRequestsError extends HttpError {
  /** Whole seconds until the client may send again (at least 1), as in Retry-After. */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'Too many requests. Please try again later.', { 'Retry-After': String(seconds) });
    this.retryAfterSeconds = seconds;
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'We could not accept your message right now. Please try again later.') {
    super(503, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
