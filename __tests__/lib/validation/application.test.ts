import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import {
  APPLICATION_LIMITS,
  applicationSchema,
  checkResumeFile,
  experienceOptions,
  fieldErrors,
  indianToday,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  type ApplicationInput,
} from '@/lib/validation/application';

const valid = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+91 98765 43210',
  position: 'Data Scientist',
  experience: '3-5',
} satisfies ApplicationInput;

const schema = applicationSchema(positionOptions(seedJobs));

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function parse(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected valid input, got ${JSON.stringify(fieldErrors(result.error))}`);
  }
  return result.data;
}

/** A calendar date `days` from today in India. */
function daysFromToday(days: number): string {
  const date = new Date(`${indianToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// The postings close on their dates; the tests run on a fixed day so they do not expire with them.
beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-11-21T06:00:00Z') });
});

afterAll(() => {
  jest.useRealTimers();
});

describe('applicationSchema', () => {
  it('accepts a complete application and trims every string', () => {
    expect(
      parse({
        first_name: ' Jane ',
        last_name: '\tDoe',
        email: ' jane@example.com ',
        phone: ' +91 98765 43210 ',
        location: ' Ahmedabad, Gujarat ',
        position: 'Senior Frontend Developer',
        experience: '5-10',
        expected_salary: ' 24 LPA ',
        available_date: daysFromToday(30),
        cover_letter: '\n Dear team,\n\nI would love to join.\n ',
      }),
    ).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone: '+91 98765 43210',
      location: 'Ahmedabad, Gujarat',
      position: 'Senior Frontend Developer',
      experience: '5-10',
      expected_salary: '24 LPA',
      available_date: daysFromToday(30),
      cover_letter: 'Dear team,\n\nI would love to join.',
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    });
  });

  it('defaults the optional fields to empty strings', () => {
    expect(parse(valid)).toMatchObject({
      location: '',
      expected_salary: '',
      available_date: '',
      cover_letter: '',
      website: '',
    });
  });

  it('reports every missing required field at once, with human messages', () => {
    expect(errorsFor({})).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      position: 'Choose the position you are applying for',
      experience: 'Choose your years of experience',
    });
  });

  it('treats blank required fields like missing ones', () => {
    expect(
      errorsFor({ ...valid, first_name: '  ', last_name: '', phone: ' ', position: '' }),
    ).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      phone: 'Phone number is required',
      position: 'Choose the position you are applying for',
    });
  });

  it('refuses an invalid e-mail and phone number', () => {
    expect(errorsFor({ ...valid, email: 'jane@', phone: 'call me' })).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });
  });

  it('accepts every experience option and nothing else', () => {
    for (const experience of experienceOptions)
      expect(parse({ ...valid, experience })).toBeTruthy();
    expect(experienceOptions).toEqual(['0-1', '1-3', '3-5', '5-10', '10+']);
    expect(errorsFor({ ...valid, experience: '2' })).toEqual({
      experience: 'Choose your years of experience',
    });
  });

  it('accepts the open positions and Other, and nothing else', () => {
    expect(positionOptions(seedJobs, new Date('2026-11-21T00:00:00Z'))).toEqual([
      'Senior Frontend Developer',
      'Product Manager',
      'UX/UI Designer',
      'DevOps Engineer',
      'Marketing Specialist',
      'Data Scientist',
      'Other',
    ]);
    expect(parse({ ...valid, position: 'Other' }).position).toBe('Other');
    expect(errorsFor({ ...valid, position: 'Chief Astronaut' })).toEqual({
      position: 'Choose one of the open positions, or Other',
    });
  });

  it('leaves closed jobs out of the position options', () => {
    expect(positionOptions(seedJobs, new Date('2027-03-05T00:00:00Z'))).toEqual([
      'Marketing Specialist',
      'Other',
    ]);
  });

  it('refuses fields that are not part of the form', () => {
    expect(errorsFor({ ...valid, resume_url: 'https://x.example' })).toEqual({
      resume_url: 'This field is not accepted',
    });
  });

  it('passes a filled honeypot through for the handler to spot', () => {
    expect(parse({ ...valid, website: 'spam' }).website).toBe('spam');
  });

  describe('edge cases', () => {
    describe('available start date', () => {
      it('accepts today and later dates', () => {
        expect(parse({ ...valid, available_date: daysFromToday(0) }).available_date).toBe(
          daysFromToday(0),
        );
        expect(parse({ ...valid, available_date: daysFromToday(365) })).toBeTruthy();
      });

      it('refuses yesterday', () => {
        expect(errorsFor({ ...valid, available_date: daysFromToday(-1) })).toEqual({
          available_date: 'The start date cannot be in the past',
        });
      });

      it('refuses dates more than two years ahead', () => {
        expect(errorsFor({ ...valid, available_date: daysFromToday(800) })).toEqual({
          available_date: 'Choose a start date within the next two years',
        });
      });

      it.each(['2027-02-30', '2027-13-01', '01/02/2027', '2027-1-5', 'tomorrow'])(
        'refuses %s as not a date',
        (available_date) => {
          expect(errorsFor({ ...valid, available_date })).toEqual({
            available_date: 'Please enter a valid date',
          });
        },
      );

      it('judges "today" by the calendar in India, not UTC', () => {
        // 20:00 UTC on 21 November is already 22 November in Ahmedabad.
        expect(indianToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
        expect(indianToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
      });
    });

    describe('maximum lengths: at the limit accepted, one more refused', () => {
      it.each([
        ['first_name', APPLICATION_LIMITS.name, 'First name'],
        ['last_name', APPLICATION_LIMITS.name, 'Last name'],
        ['location', APPLICATION_LIMITS.location, 'Location'],
        ['expected_salary', APPLICATION_LIMITS.expectedSalary, 'Expected salary'],
        ['cover_letter', APPLICATION_LIMITS.coverLetter, 'Cover letter'],
      ])('%s (%i characters)', (field, max, label) => {
        expect(errorsFor({ ...valid, [field]: 'a'.repeat(max) })).toEqual({});
        expect(errorsFor({ ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({
          [field]: `${label} must be at most ${max} characters`,
        });
      });

      it('counts the length after trimming', () => {
        expect(errorsFor({ ...valid, first_name: `  ${'a'.repeat(60)}  ` })).toEqual({});
      });
    });

    describe('no control characters in single-line fields (header injection)', () => {
      it.each(['first_name', 'last_name', 'location', 'expected_salary'])('%s', (field) => {
        const errors = errorsFor({ ...valid, [field]: 'Jane\r\nBcc: victim@example.org' });
        expect(errors[field]).toMatch(/must be a single line$/);
      });

      it('refuses a CRLF in the e-mail address', () => {
        expect(errorsFor({ ...valid, email: 'jane@example.com\r\nBcc: x@example.org' })).toEqual({
          email: 'Please enter a valid email',
        });
      });
    });

    it('keeps line breaks and tabs in the cover letter, but not NUL', () => {
      expect(parse({ ...valid, cover_letter: 'Line one\n\tLine two' }).cover_letter).toBe(
        'Line one\n\tLine two',
      );
      expect(errorsFor({ ...valid, cover_letter: 'a\0b' })).toEqual({
        cover_letter: 'Cover letter contains characters we cannot accept',
      });
    });

    it('reports a non-string value on its field', () => {
      expect(errorsFor({ ...valid, first_name: 42, experience: ['3-5'] })).toEqual({
        first_name: 'First name is required',
        experience: 'Choose your years of experience',
      });
    });

    it('works on an object without a prototype, as the server builds it', () => {
      const fields = Object.assign(Object.create(null) as Record<string, string>, valid);
      expect(parse(fields).first_name).toBe('Jane');
    });

    it('accepts names in any script', () => {
      expect(parse({ ...valid, first_name: 'अनन्या', last_name: 'ପଟ୍ଟନାୟକ' })).toBeTruthy();
    });
  });
});

describe('checkResumeFile', () => {
  it('accepts a PDF, DOC or DOCX up to 5 MiB', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'CV.DOC', size: 1000 })).toBeNull();
    expect(checkResumeFile({ name: 'my resume.docx', size: RESUME_MAX_BYTES })).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(checkResumeFile({ name: 'cv.pdf', size: 0 })).toBe('The file is empty.');
  });

  it('refuses a file over 5 MiB', () => {
    expect(RESUME_MAX_BYTES).toBe(5_242_880);
    expect(checkResumeFile({ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 })).toBe(
      'The file is larger than 5 MB.',
    );
  });

  it.each(['cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt', 'cv.odt', 'pdf'])('refuses %s', (name) => {
    expect(checkResumeFile({ name, size: 1000 })).toBe('Upload a PDF, DOC or DOCX file.');
  });

  it('lists the accepted types for the file picker', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });
});
