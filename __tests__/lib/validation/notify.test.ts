import { fieldErrors } from '@/lib/validation/fields';
import { notifySchema } from '@/lib/validation/notify';

function errorsFor(input: unknown): Record<string, string> {
  const result = notifySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('notifySchema', () => {
  it('accepts an address, trimmed, with an empty honeypot by default', () => {
    expect(notifySchema.parse({ email: '  jane@example.com\t' })).toEqual({
      email: 'jane@example.com',
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    });
  });

  it('passes a filled honeypot through for the route to recognise', () => {
    expect(notifySchema.parse({ email: 'jane@example.com', website: 'x' }).website).toBe('x');
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 42 }, 'Email is required'],
  ])('requires the address (%j)', (input, message) => {
    expect(errorsFor(input)).toEqual({ email: message });
  });

  it.each([
    'jane',
    'jane@',
    'jane@example',
    '@example.com',
    'jane doe@example.com',
    'a@b.com, c@d.com',
    'a@b.com;c@d.com',
    'Jane <jane@example.com>',
    'jane@example.com\r\nBcc: victim@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j with the form message', (email) => {
    expect(errorsFor({ email })).toEqual({ email: 'Please enter a valid email' });
  });

  it('refuses unknown keys, so nothing else can reach the mail', () => {
    expect(errorsFor({ email: 'jane@example.com', to: 'x@evil.test', name: 'Jane' })).toEqual({
      to: 'This field is not accepted',
      name: 'This field is not accepted',
    });
  });

  it('bounds the honeypot', () => {
    expect(Object.keys(errorsFor({ email: 'jane@example.com', website: 'x'.repeat(501) }))).toEqual(
      ['website'],
    );
  });
});
