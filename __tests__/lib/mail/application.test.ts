import type { Address, Attachment } from 'nodemailer/lib/mailer';
import { hiringSteps } from '@/content/careers';
import {
  applicationAcknowledgement,
  applicationMessage,
  resumeFileName,
  type ResumeAttachment,
} from '@/lib/mail/application';
import type { MailContext } from '@/lib/mail/enquiry';
import type { Application } from '@/lib/validation/application';

const context: MailContext = {
  siteName: 'Acme Technologies',
  siteUrl: 'https://www.acme.test',
  from: 'website@acme.test',
  to: 'hr@acme.test',
  receivedAt: new Date('2026-11-21T05:06:07.000Z'),
  reference: 'APP-7K3M9Q',
};

const application: Application = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.org',
  phone: '+91 98765 43210',
  location: 'Ahmedabad',
  position: 'Senior Frontend Developer',
  experience: '5-10',
  expected_salary: '24 LPA',
  available_date: '2027-01-04',
  cover_letter: 'Dear team,\nI would love to join.',
  website: '',
  notice_language: 'en',
  notice_version: '2026-11-28',
};

const pdf: ResumeAttachment = {
  content: Buffer.from('%PDF-1.4\n%%EOF\n'),
  kind: { extension: 'pdf', contentType: 'application/pdf' },
};

const HOSTILE = `<img src=x onerror="alert(1)"> & 'quoted'`;

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${typeof value}`);
  return value;
}

describe('applicationMessage', () => {
  it('goes from the site address to HR, with Reply-To the applicant', async () => {
    const message = await applicationMessage(application, pdf, context);
    expect(message.from).toEqual({ name: 'Acme Technologies', address: 'website@acme.test' });
    expect(message.to).toBe('hr@acme.test');
    expect(message.replyTo as Address).toEqual({ name: 'Jane Doe', address: 'jane@example.org' });
  });

  it('has a subject with the reference, the position, the name, experience and location', async () => {
    expect((await applicationMessage(application, pdf, context)).subject).toBe(
      `[APP-7K3M9Q] Senior Frontend Developer — Jane Doe (${application.experience} years, ${application.location})`,
    );
  });

  it('attaches the resume under a name the server makes, with the sniffed type', async () => {
    const [attachment, ...others] = (await applicationMessage(application, pdf, context))
      .attachments as Attachment[];
    expect(others).toEqual([]);
    expect(attachment).toEqual({
      filename: 'Resume - Jane Doe.pdf',
      content: pdf.content,
      contentType: 'application/pdf',
    });
  });

  it('says so when there is no resume', async () => {
    const message = await applicationMessage(application, null, context);
    expect(message.attachments).toEqual([]);
    expect(text(message.text)).toContain('Resume: No resume attached');
  });

  it('lists every field in the text and the HTML body', async () => {
    const message = await applicationMessage(application, pdf, context);
    for (const value of [
      'Senior Frontend Developer',
      'Jane Doe',
      'jane@example.org',
      '+91 98765 43210',
      'Ahmedabad',
      '5-10 years',
      '24 LPA',
      '2027-01-04',
      'Resume - Jane Doe.pdf',
    ]) {
      expect(text(message.text)).toContain(value);
      expect(text(message.html)).toContain(value);
    }
    expect(text(message.text)).toContain('Dear team,\nI would love to join.');
    expect(text(message.text)).toContain('Reference: APP-7K3M9Q');
    expect(text(message.text)).toContain('Received 21 Nov 2026, 10:36 am IST.');
  });

  it('escapes every field in the HTML body', async () => {
    const hostile = { ...application, location: HOSTILE, cover_letter: HOSTILE };
    const html = text((await applicationMessage(hostile, pdf, context)).html);
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#x27;quoted&#x27;',
    );
  });
});

describe('resumeFileName', () => {
  it('is built from the name and the sniffed extension', () => {
    expect(resumeFileName(application, { extension: 'docx', contentType: 'x' })).toBe(
      'Resume - Jane Doe.docx',
    );
  });

  it('keeps letters of any script and drops path and quoting characters', () => {
    const name = { ...application, first_name: 'अनन्या "../', last_name: "O'Brien/\\:*?<>|" };
    expect(resumeFileName(name, pdf.kind)).toBe("Resume - अनन्या O'Brien.pdf");
  });

  it('falls back to a neutral name when nothing usable is left', () => {
    const name = { ...application, first_name: '../', last_name: '***' };
    expect(resumeFileName(name, pdf.kind)).toBe('Resume - Applicant.pdf');
  });

  it('bounds the length', () => {
    const name = { ...application, first_name: 'A'.repeat(60), last_name: 'B'.repeat(60) };
    expect(resumeFileName(name, pdf.kind).length).toBeLessThanOrEqual(100);
  });
});

describe('applicationAcknowledgement', () => {
  it('goes to the applicant from the site address, without the attachment', async () => {
    const message = await applicationAcknowledgement(application, context);
    expect(message.from).toEqual({ name: 'Acme Technologies', address: 'website@acme.test' });
    expect(message.to).toBe('jane@example.org');
    expect(message.replyTo).toBeUndefined();
    expect(message.headers).toMatchObject({ 'Auto-Submitted': 'auto-replied' });
    expect(message.attachments).toBeUndefined();
    expect(message.subject).toBe('We received your application (APP-7K3M9Q) - Acme Technologies');
    expect(text(message.text)).toContain('its reference is APP-7K3M9Q');
  });

  it('names the position and says what happens next', async () => {
    const body = text((await applicationAcknowledgement(application, context)).text);
    expect(body).toContain('the Senior Frontend Developer position at Acme Technologies');
    // The steps and times of the careers pages, from the same content.
    expect(body).toContain(`${hiringSteps.heading}:`);
    hiringSteps.steps.forEach((step, index) => {
      expect(body).toContain(`${index + 1}. ${step.title} (${step.time.toLowerCase()})`);
    });
    expect(body).toContain('1. We read your application (within 5 working days)');
    expect(body).toContain('https://www.acme.test/privacy');
    expect(body).not.toContain(application.cover_letter);
  });

  it('carries nothing the applicant typed: only our text, the reference and the listed position', async () => {
    const typed = {
      first_name: 'FIRST-MARKER-1a',
      last_name: 'LAST-MARKER-2b https://spam.example',
      phone: '+91 98765 43210',
      location: 'LOCATION-MARKER-3c',
      expected_salary: 'SALARY-MARKER-4d',
      cover_letter: 'COVER-MARKER-5e',
    };
    const whole = JSON.stringify(
      await applicationAcknowledgement({ ...application, ...typed }, context),
    );
    for (const value of Object.values(typed)) expect(whole).not.toContain(value);
    expect(whole).toContain('Senior Frontend Developer');
  });

  it('reads naturally for a general application', async () => {
    const body = text(
      (await applicationAcknowledgement({ ...application, position: 'Other' }, context)).text,
    );
    expect(body).toContain('applying for a position at Acme Technologies');
  });
});
