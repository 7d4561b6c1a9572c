import {
  enquiryServices,
  enquiryTimelines,
  isEnquiryService,
  startProjectLink,
} from '@/content/enquiry';
import { services } from '@/content/services';
import { CONTACT_LIMITS, contactSchema, type ContactInput } from '@/lib/validation/contact';
import { fieldErrors } from '@/lib/validation/fields';

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'We would like a quote for a new website.',
} satisfies ContactInput;

/** The field messages the schema gives for this input ({} when it is valid). */
function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function parse(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected valid input, got ${JSON.stringify(fieldErrors(result.error))}`);
  }
  return result.data;
}

describe('contactSchema', () => {
  it('accepts a valid enquiry and trims every string', () => {
    expect(
      parse({
        name: '  Jane Doe ',
        email: ' jane@example.com\t',
        phone: ' +91 79 4000 0000 ',
        company: ' Kestrelway Logistics  ',
        service: 'salesforce',
        timeline: 'within-3-months',
        subject: '  New website ',
        message: '\n  Hello there.  \n',
      }),
    ).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+91 79 4000 0000',
      company: 'Kestrelway Logistics',
      service: 'salesforce',
      timeline: 'within-3-months',
      subject: 'New website',
      message: 'Hello there.',
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    });
  });

  it('defaults the optional fields and the honeypot to empty strings', () => {
    expect(parse(valid)).toEqual({
      ...valid,
      phone: '',
      company: '',
      service: '',
      timeline: '',
      subject: '',
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    });
  });

  it.each([
    ['name', { ...valid, name: '' }, 'Name is required'],
    ['email', { ...valid, email: '' }, 'Email is required'],
    ['email', { ...valid, email: 'jane.example.com' }, 'Please enter a valid email'],
    ['email', { ...valid, email: 'jane@' }, 'Please enter a valid email'],
    ['message', { ...valid, message: '' }, 'Message is required'],
  ])('reports %s with its exact message', (field, input, message) => {
    expect(errorsFor(input)).toEqual({ [field]: message });
  });

  it('reports every missing required field at once, one message each', () => {
    expect(errorsFor({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('reports a missing or non-string required field on that field', () => {
    const errors = errorsFor({ name: 42, message: ['x'] });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
  });

  describe('edge cases', () => {
    it.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ])('treats a whitespace-only %s as missing', (field, message) => {
      expect(errorsFor({ ...valid, [field]: ' \t\n\u00a0 ' })).toEqual({ [field]: message });
    });

    it('turns a whitespace-only subject or phone into an empty one', () => {
      expect(parse({ ...valid, subject: '   ', phone: ' \t ' })).toMatchObject({
        subject: '',
        phone: '',
      });
    });

    describe('maximum lengths: exactly at the limit is accepted, one more is refused', () => {
      it.each([
        ['name', CONTACT_LIMITS.name, 'Name must be at most 100 characters'],
        ['company', CONTACT_LIMITS.company, 'Company must be at most 100 characters'],
        ['subject', CONTACT_LIMITS.subject, 'Subject must be at most 150 characters'],
        ['message', CONTACT_LIMITS.message, 'Message must be at most 5000 characters'],
      ])('%s (%i characters)', (field, limit, message) => {
        expect(errorsFor({ ...valid, [field]: 'x'.repeat(limit) })).toEqual({});
        expect(errorsFor({ ...valid, [field]: 'x'.repeat(limit + 1) })).toEqual({
          [field]: message,
        });
      });

      it('counts the length after trimming', () => {
        expect(errorsFor({ ...valid, name: `  ${'x'.repeat(CONTACT_LIMITS.name)}  ` })).toEqual({});
      });

      it('email (254 characters)', () => {
        const atLimit = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
        expect(atLimit).toHaveLength(254);
        expect(errorsFor({ ...valid, email: atLimit })).toEqual({});
        expect(errorsFor({ ...valid, email: `a${atLimit}` })).toEqual({
          email: 'Please enter a valid email',
        });
      });

      it('phone (24 characters)', () => {
        const atLimit = '+91 79 4000 0000 0000 00';
        expect(atLimit).toHaveLength(24);
        expect(errorsFor({ ...valid, phone: atLimit })).toEqual({});
        expect(errorsFor({ ...valid, phone: `${atLimit}0` })).toEqual({
          phone: 'Phone number must be at most 24 characters',
        });
      });
    });

    describe('no control characters in single-line fields (header injection)', () => {
      const breakers = [
        ['CR', '\r'],
        ['LF', '\n'],
        ['CRLF', '\r\n'],
        ['tab', '\t'],
        ['NUL', '\0'],
        ['ESC', '\u001b'],
        ['DEL', '\u007f'],
        ['U+0085 (NEL)', '\u0085'],
        ['U+2028 (line separator)', '\u2028'],
        ['U+2029 (paragraph separator)', '\u2029'],
      ];

      it.each(breakers)('refuses %s inside the name', (_label, character) => {
        expect(errorsFor({ ...valid, name: `Jane${character}Bcc: victim@example.com` })).toEqual({
          name: 'Name must be a single line',
        });
      });

      it.each(breakers)('refuses %s inside the company', (_label, character) => {
        expect(errorsFor({ ...valid, company: `Acme${character}Bcc: x@example.com` })).toEqual({
          company: 'Company must be a single line',
        });
      });

      it.each(breakers)('refuses %s inside the subject', (_label, character) => {
        expect(errorsFor({ ...valid, subject: `Hello${character}Bcc: x@example.com` })).toEqual({
          subject: 'Subject must be a single line',
        });
      });

      it('refuses a CRLF header injection in the e-mail address', () => {
        expect(errorsFor({ ...valid, email: 'jane@example.com\r\nBcc: x@example.com' })).toEqual({
          email: 'Please enter a valid email',
        });
      });
    });

    it('keeps line breaks and tabs in the message', () => {
      const message = 'Line one\r\nLine two\n\n\tIndented line';
      expect(parse({ ...valid, message }).message).toBe(message);
    });

    it.each([
      ['NUL', '\0'],
      ['U+2028', '\u2028'],
      ['U+2029', '\u2029'],
    ])('refuses %s inside the message', (_label, character) => {
      expect(errorsFor({ ...valid, message: `Hello${character}world` })).toEqual({
        message: 'Message contains characters we cannot accept',
      });
    });

    it.each([
      'a@b.com, c@d.com',
      'a@b.com,c@d.com',
      'a@b.com;c@d.com',
      'a@b.com c@d.com',
      'A <a@b.com>',
      '"A" <a@b.com>',
      '<a@b.com>',
      'a@b.com\nc@d.com',
    ])('refuses more than a bare single address: %j', (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({ email: 'Please enter a valid email' });
    });

    it.each(['Zoë Ångström', 'राहुल', 'José Müller-Øberg', '山田 太郎', "Seán O'Brien", 'محمد'])(
      'accepts the unicode name %s unchanged',
      (name) => {
        expect(parse({ ...valid, name }).name).toBe(name);
      },
    );

    it.each(['+91 79 4000 0000', '(079) 4000-0000', '079-4000-0000', '+1 (555) 010-9999', ''])(
      'accepts the phone number %j',
      (phone) => {
        expect(errorsFor({ ...valid, phone })).toEqual({});
      },
    );

    it.each([
      'abc',
      '12',
      '+',
      '12345',
      '+91 79 4000 abcd',
      '0000000000000000000000000',
      '++91 79',
    ])('refuses the phone number %j', (phone) => {
      expect(errorsFor({ ...valid, phone })).toEqual({
        phone: expect.stringMatching(/^(Please enter a valid phone number|Phone number must be)/),
      });
    });

    it('refuses unknown keys with a message on each such key', () => {
      expect(errorsFor({ ...valid, isAdmin: true, cc: 'x@example.com' })).toEqual({
        isAdmin: 'This field is not accepted',
        cc: 'This field is not accepted',
      });
    });

    it('reports unknown keys together with the other invalid fields', () => {
      expect(errorsFor({ ...valid, name: '', to: 'x@example.com' })).toEqual({
        name: 'Name is required',
        to: 'This field is not accepted',
      });
    });

    it('takes the honeypot as an optional field and keeps its value', () => {
      expect(parse(valid).website).toBe('');
      expect(parse({ ...valid, website: 'http://spam.example' }).website).toBe(
        'http://spam.example',
      );
    });
  });
});

describe('contactSchema: service and timeline', () => {
  it.each(enquiryServices.map((option) => option.key))('accepts the service %s', (service) => {
    expect(parse({ ...valid, service }).service).toBe(service);
  });

  it.each(enquiryTimelines.map((option) => option.key))('accepts the timeline %s', (timeline) => {
    expect(parse({ ...valid, timeline }).timeline).toBe(timeline);
  });

  it('takes an empty or absent choice as none given', () => {
    expect(parse({ ...valid, service: '', timeline: '' })).toMatchObject({
      service: '',
      timeline: '',
    });
    expect(parse(valid)).toMatchObject({ service: '', timeline: '' });
  });

  it.each([
    'blockchain',
    'Salesforce',
    ' salesforce',
    'salesforce ',
    'web development',
    'toString',
    '__proto__',
  ])('refuses the service %j with its field message', (service) => {
    expect(errorsFor({ ...valid, service })).toEqual({
      service: 'Please choose a service from the list',
    });
  });

  it.each(['tomorrow', 'As soon as possible', 'ASAP', '3-months'])(
    'refuses the timeline %j with its field message',
    (timeline) => {
      expect(errorsFor({ ...valid, timeline })).toEqual({
        timeline: 'Please choose a timeline from the list',
      });
    },
  );

  it.each([null, 3, true, ['salesforce'], { key: 'salesforce' }])(
    'refuses a service or timeline that is not a string (%j)',
    (value) => {
      expect(errorsFor({ ...valid, service: value, timeline: value })).toEqual({
        service: 'Please choose a service from the list',
        timeline: 'Please choose a timeline from the list',
      });
    },
  );
});

describe('the enquiry choices (content/enquiry.ts)', () => {
  it('offers the five services under the names and slugs of their pages, then the others', () => {
    const pagesOfServices = services
      .filter((service) => service.path.startsWith('/services/'))
      .map((service) => ({ key: service.path.replace('/services/', ''), label: service.title }));
    expect(pagesOfServices).toHaveLength(5);
    expect(enquiryServices).toEqual([
      ...pagesOfServices,
      { key: 'salesforce', label: 'Salesforce' },
      { key: 'ai-machine-learning', label: 'AI & Machine Learning' },
      { key: 'other', label: 'Other' },
    ]);
  });

  it('offers four timelines with stable keys', () => {
    expect(enquiryTimelines.map((option) => option.key)).toEqual([
      'asap',
      'within-3-months',
      'later',
      'just-exploring',
    ]);
  });

  it('recognises only the service keys', () => {
    expect(isEnquiryService('devops')).toBe(true);
    for (const value of ['DevOps', '', null, undefined, 'constructor']) {
      expect(isEnquiryService(value)).toBe(false);
    }
  });

  it("makes 'Start Your Project' lead to the contact page with the service chosen", () => {
    expect(startProjectLink('design')).toEqual({
      label: 'Start Your Project',
      href: '/contact?service=design',
      service: 'design',
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field and files path-less issues under "form"', () => {
    const result = contactSchema.safeParse('not an object');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error))).toEqual(['form']);
  });
});
