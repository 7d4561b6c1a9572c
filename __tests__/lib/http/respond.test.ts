import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@/lib/http/errors';
import { created, errorResponse, methodNotAllowed, withErrorContract } from '@/lib/http/respond';

describe('the JSON answer contract', () => {
  it('answers 201 {ok:true, reference} on success, never cached', async () => {
    const response = created('ENQ-4D8P2X');
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true, reference: 'ENQ-4D8P2X' });
  });

  it.each([
    [new BadRequestError(), 400],
    [new PayloadTooLargeError(), 413],
    [new UnsupportedMediaTypeError('application/json'), 415],
    [new TooManyRequestsError(10), 429],
    [new ServiceUnavailableError(), 503],
  ])('maps %p to %i with {ok:false, error}', async (error, status) => {
    const response = errorResponse(error);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: false, error: error.message });
  });

  it('answers 422 with the field messages for a ValidationError', async () => {
    const response = errorResponse(new ValidationError({ name: 'Name is required' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      error: 'Some fields are invalid.',
      errors: { name: 'Name is required' },
    });
  });

  it.each([
    [0.2, '1'],
    [1, '1'],
    [59.01, '60'],
    [0, '1'],
  ])('rounds a wait of %p s up to a Retry-After of %s', (seconds, header) => {
    expect(errorResponse(new TooManyRequestsError(seconds)).headers.get('retry-after')).toBe(
      header,
    );
  });

  it('answers an unexpected error with 503 and no details, logging it in full', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('ENOENT: /srv/app/secret/path.ts:12');
    const response = await withErrorContract(async () => {
      throw error;
    });
    expect(response.status).toBe(503);
    expect(response.status).not.toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/\bat /);
    expect(JSON.parse(text)).toEqual({ ok: false, error: expect.any(String) });
    const line = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', event: 'api.error', errorMessage: error.message });
    log.mockRestore();
  });

  it('passes a successful answer through', async () => {
    const response = await withErrorContract(async () => created('ENQ-4D8P2X'));
    expect(response.status).toBe(201);
  });

  it('keeps the headers of an HttpError', () => {
    const response = errorResponse(new HttpError(418, 'teapot', { 'X-Test': 'yes' }));
    expect(response.status).toBe(418);
    expect(response.headers.get('x-test')).toBe('yes');
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    const response = methodNotAllowed('POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ ok: false, error: 'Method not allowed.' });
  });
});
