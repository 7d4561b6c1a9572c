import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  lazyResolver,
  onValidationUnavailable,
  VALIDATION_UNAVAILABLE,
} from '@/lib/forms/lazy-resolver';
import { contactSchema, type Contact, type ContactInput } from '@/lib/validation/contact';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const valid: ContactInput = {
  name: 'Asha Patel',
  email: 'asha@example.in',
  phone: '',
  subject: '',
  message: 'We need a booking app.',
  website: '',
};

describe('lazyResolver', () => {
  it('loads the schema on first use only and validates with it', async () => {
    const load = jest.fn(async () => zodResolver(contactSchema));
    const { resolver } = lazyResolver<ContactInput, unknown, Contact>(load);
    expect(load).not.toHaveBeenCalled();

    const ok = await resolver(valid, undefined, options);
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ name: 'Asha Patel', email: 'asha@example.in' });

    const bad = await resolver({ ...valid, email: 'not-an-email' }, undefined, options);
    expect(bad.errors).toHaveProperty('email');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the download before the first submit', async () => {
    const load = jest.fn(async () => zodResolver(contactSchema));
    const { resolver, preload } = lazyResolver<ContactInput, unknown, Contact>(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver(valid, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed download as a root error, then downloads again on the next attempt', async () => {
    const load = jest
      .fn<Promise<Resolver<ContactInput, unknown, Contact>>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => zodResolver(contactSchema));
    const { resolver, preload } = lazyResolver<ContactInput, unknown, Contact>(load);

    preload(); // a failed preload is silent
    const offline = await resolver(valid, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors).toEqual({
      root: { type: VALIDATION_UNAVAILABLE, message: VALIDATION_UNAVAILABLE },
    });

    const online = await resolver(valid, undefined, options);
    expect(online.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onValidationUnavailable', () => {
  it('takes the unavailable validator off the form and reports it', async () => {
    const { resolver } = lazyResolver<ContactInput, unknown, Contact>(() =>
      Promise.reject(new Error('offline')),
    );
    const { errors } = await resolver(valid, undefined, options);
    const clearErrors = jest.fn();
    const report = jest.fn();
    onValidationUnavailable<ContactInput>({ clearErrors }, report)(errors);
    expect(clearErrors).toHaveBeenCalledWith('root');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('leaves field errors to their fields', async () => {
    const { resolver } = lazyResolver(async () => zodResolver(contactSchema));
    const { errors } = await resolver({ ...valid, email: 'not an email' }, undefined, options);
    expect(errors.email).toBeDefined();
    const clearErrors = jest.fn();
    const report = jest.fn();
    onValidationUnavailable<ContactInput>({ clearErrors }, report)(errors);
    expect(clearErrors).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});
