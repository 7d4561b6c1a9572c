import type { Address } from 'nodemailer/lib/mailer';
import { enquiryAcknowledgement, enquiryMessage, type MailContext } from '@/lib/mail/enquiry';
import { headerText } from '@/lib/mail/header-text';
import type { Contact } from '@/lib/validation/contact';

const context: MailContext = {
  siteName: 'Acme Technologies',
  siteUrl: 'https://www.acme.test',
  from: 'website@acme.test',
  to: 'sales@acme.test',
  receivedAt: new Date('2026-03-04T05:06:07.000Z'),
  reference: 'ENQ-4D8P2X',
};

const contact: Contact = {
  name: 'Zoë Ångström',
  email: 'zoe@example.org',
  phone: '+91 79 4000 0000',
  company: '',
  service: '',
  timeline: '',
  subject: 'A new web shop',
  message: 'Hello,\nwe need a web shop.\n\nThanks',
  website: '',
  notice_language: 'en',
  notice_version: '2026-11-28',
};

const HOSTILE = `<script>alert("x")</script> & 'quoted' "double"`;

function asAddress(value: unknown): Address {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`expected an {name, address} object, got ${JSON.stringify(value)}`);
  }
  return value as Address;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${typeof value}`);
  return value;
}

describe('enquiryMessage', () => {
  it("is sent from the site's own address, never the visitor's", async () => {
    const message = await enquiryMessage(contact, context);
    expect(message.from).toEqual({ name: 'Acme Technologies', address: 'website@acme.test' });
    expect(JSON.stringify(message.from)).not.toContain(contact.email);
    expect(message.sender).toBeUndefined();
  });

  it('goes to the address from the context only', async () => {
    const message = await enquiryMessage(contact, context);
    expect(message.to).toBe('sales@acme.test');
    expect(message.cc).toBeUndefined();
    expect(message.bcc).toBeUndefined();
  });

  it('has the visitor as Reply-To, as a {name, address} pair', async () => {
    expect((await enquiryMessage(contact, context)).replyTo).toEqual({
      name: 'Zoë Ångström',
      address: 'zoe@example.org',
    });
  });

  it('starts the subject with the reference, then the service, the company and the name', async () => {
    const subject = text(
      (
        await enquiryMessage(
          {
            ...contact,
            service: 'salesforce',
            company: 'Kestrelway Logistics',
            name: 'Asha Patel',
          },
          context,
        )
      ).subject,
    );
    expect(subject).toBe('[ENQ-4D8P2X] Salesforce — Kestrelway Logistics — Asha Patel');
  });

  it.each([
    ['neither a service nor a company', {}, '[ENQ-4D8P2X] Zoë Ångström'],
    [
      'only a service',
      { service: 'ai-machine-learning' },
      '[ENQ-4D8P2X] AI & Machine Learning — Zoë Ångström',
    ],
    ['only a company', { company: 'Kestrelway' }, '[ENQ-4D8P2X] Kestrelway — Zoë Ångström'],
  ] as const)('leaves out what is not given: %s', async (_case, fields, expected) => {
    const subject = text((await enquiryMessage({ ...contact, ...fields }, context)).subject);
    expect(subject).toBe(expected);
  });

  it('keeps the timeline, the topic and the message out of the subject', async () => {
    const subject = text(
      (await enquiryMessage({ ...contact, timeline: 'asap', service: 'devops' }, context)).subject,
    );
    expect(subject).toBe('[ENQ-4D8P2X] DevOps — Zoë Ångström');
  });

  it('keeps CR/LF and other control characters out of the subject and Reply-To name', async () => {
    const message = await enquiryMessage(
      {
        ...contact,
        name: 'Eve\r\nBcc: victim@example.com',
        company: 'Acme\r\nBcc: victim@example.com\u2028X-Evil: 1\t\0\u202e',
      },
      context,
    );
    const subject = text(message.subject);
    expect(subject).not.toMatch(/[\r\n\t\0\u2028\u2029]/);
    expect(subject).toBe(
      '[ENQ-4D8P2X] Acme Bcc: victim@example.com X-Evil: 1 — Eve Bcc: victim@example.com',
    );
    expect(asAddress(message.replyTo).name).not.toMatch(/[\r\n]/);
    expect(asAddress(message.replyTo).name).toBe('Eve Bcc: victim@example.com');
  });

  it('bounds the company in the subject line, so the name is always there', async () => {
    const subject = text(
      (
        await enquiryMessage(
          {
            ...contact,
            service: 'ai-machine-learning',
            company: 'c'.repeat(100),
            name: 'n'.repeat(100),
          },
          context,
        )
      ).subject,
    );
    expect(subject).toBe(
      `[ENQ-4D8P2X] AI & Machine Learning — ${'c'.repeat(59)}… — ${'n'.repeat(100)}`,
    );
    expect(subject.length).toBeLessThanOrEqual(200);
  });

  it('lists every field in the text body, and says when an optional one is missing', async () => {
    const body = text((await enquiryMessage(contact, context)).text);
    expect(body).toContain('Name: Zoë Ångström');
    expect(body).toContain('Email: zoe@example.org');
    expect(body).toContain('Phone: +91 79 4000 0000');
    expect(body).toContain('Subject: A new web shop');
    expect(body).toContain('Hello,\nwe need a web shop.\n\nThanks');
    expect(body).toContain('Reference: ENQ-4D8P2X');
    // 05:06 UTC is 10:36 in Ahmedabad.
    expect(body).toContain('Received 4 Mar 2026, 10:36 am IST.');

    const sparse = text(
      (await enquiryMessage({ ...contact, phone: '', subject: '' }, context)).text,
    );
    expect(sparse).toContain('Phone: (not given)');
    expect(sparse).toContain('Company: (not given)');
    expect(sparse).toContain('Service: (not given)');
    expect(sparse).toContain('Timeline: (not given)');
    expect(sparse).toContain('Subject: (not given)');
  });

  it('lists the company, and the service and timeline by their labels, in both bodies', async () => {
    const message = await enquiryMessage(
      {
        ...contact,
        company: 'Kestrelway Logistics',
        service: 'design',
        timeline: 'within-3-months',
      },
      context,
    );
    const body = text(message.text);
    expect(body).toContain('Company: Kestrelway Logistics');
    expect(body).toContain('Service: UI/UX Design');
    expect(body).toContain('Timeline: Within 3 months');
    const html = text(message.html);
    expect(html).toContain('Kestrelway Logistics');
    expect(html).toContain('UI/UX Design');
    expect(html).toContain('Within 3 months');
    expect(html).not.toContain('within-3-months');
  });

  it('lists every field in the HTML body', async () => {
    const html = text((await enquiryMessage(contact, context)).html);
    for (const value of [
      'Zoë Ångström',
      'zoe@example.org',
      '+91 79 4000 0000',
      'A new web shop',
      'we need a web shop.',
    ]) {
      expect(html).toContain(value);
    }
  });

  it.each(['name', 'email', 'phone', 'company', 'subject', 'message'] as const)(
    'escapes markup in the %s field of the HTML body',
    async (field) => {
      const html = text((await enquiryMessage({ ...contact, [field]: HOSTILE }, context)).html);
      expect(html).not.toContain('<script');
      expect(html).not.toContain(`'quoted'`);
      expect(html).not.toContain('"double"');
      expect(html).toContain(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27; &quot;double&quot;',
      );
    },
  );

  it('escapes every field even when all of them are hostile at once', async () => {
    const hostile: Contact = {
      name: `${HOSTILE} n`,
      email: `${HOSTILE} e`,
      phone: `${HOSTILE} p`,
      company: `${HOSTILE} c`,
      service: 'other',
      timeline: 'later',
      subject: `${HOSTILE} s`,
      message: `${HOSTILE} m`,
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    };
    const html = text((await enquiryMessage(hostile, context)).html);
    expect(html).not.toContain('<script');
    expect(html.match(/&lt;script&gt;/g)).toHaveLength(6);
  });
  it('escapes what already looks escaped once more, and the text body shows it as typed', async () => {
    const message = await enquiryMessage({ ...contact, subject: 'Tom &amp; Jerry &lt;3' }, context);
    expect(text(message.html)).toContain('Tom &amp;amp; Jerry &amp;lt;3');
    expect(text(message.text)).toContain('Subject: Tom &amp; Jerry &lt;3');
  });
});

describe('enquiryAcknowledgement', () => {
  it('goes to the bare address, from the site, as an automatic reply without Reply-To', async () => {
    const message = await enquiryAcknowledgement(contact, context);
    expect(message.to).toBe('zoe@example.org');
    expect(message.from).toEqual({ name: 'Acme Technologies', address: 'website@acme.test' });
    expect(message.replyTo).toBeUndefined();
    expect(message.cc).toBeUndefined();
    expect(message.bcc).toBeUndefined();
    expect(message.headers).toMatchObject({
      'Auto-Submitted': 'auto-replied',
      'X-Auto-Response-Suppress': 'All',
    });
  });

  it('says that we respond within 24 hours, in the text and HTML bodies', async () => {
    const message = await enquiryAcknowledgement(contact, context);
    expect(text(message.text)).toMatch(/we respond within 24 hours/i);
    expect(text(message.html)).toMatch(/we respond within 24 hours/i);
    expect(text(message.subject)).toContain('Acme Technologies');
  });

  it('carries nothing the visitor typed but the address it goes to', async () => {
    const typed = {
      name: 'CHEAP-LOANS-AD https://spam.example/ad',
      phone: '+91 99999 12345',
      company: 'COMPANY-MARKER-5d1e',
      subject: 'SUBJECT-MARKER-7f3a',
      message: 'Body MESSAGE-MARKER-9c2b text',
    };
    const message = await enquiryAcknowledgement({ ...contact, ...typed }, context);
    const whole = JSON.stringify(message);
    for (const value of Object.values(typed)) expect(whole).not.toContain(value);
    expect(whole).not.toContain('CHEAP-LOANS-AD');
    expect(whole).not.toContain('spam.example');
  });

  it('is the same message whatever name was typed, CR/LF and markup included', async () => {
    const plain = await enquiryAcknowledgement(contact, context);
    const hostile = await enquiryAcknowledgement(
      { ...contact, name: '<b>Eve</b>\r\nBcc: victim@example.com' },
      context,
    );
    expect(hostile).toEqual(plain);
  });
});

describe('headerText', () => {
  it('turns control characters and line separators into single spaces', () => {
    expect(headerText('a\r\nb\tc\0d\u2028e\u2029f\u0085g')).toBe('a b c d e f g');
  });

  it('collapses runs of whitespace and trims', () => {
    expect(headerText('  many    spaces \n\n here  ')).toBe('many spaces here');
  });

  it.each([
    ['right-to-left override', '\u202e'],
    ['left-to-right embedding', '\u202a'],
    ['pop directional formatting', '\u202c'],
    ['right-to-left isolate', '\u2067'],
    ['pop directional isolate', '\u2069'],
    ['right-to-left mark', '\u200f'],
    ['Arabic letter mark', '\u061c'],
    ['zero-width space', '\u200b'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\ufeff'],
    ['soft hyphen', '\u00ad'],
    ['tag letter', '\u{e0041}'],
  ])('removes the invisible %s', (_name, character) => {
    expect(headerText(`Jane${character} Doe${character}fdp.exe`)).toBe('Jane Doefdp.exe');
  });

  it('keeps the zero-width joiner and non-joiner that Indic names and emoji need', () => {
    expect(headerText('क्\u200dष मी\u200cरा 👩\u200d💻')).toBe('क्\u200dष मी\u200cरा 👩\u200d💻');
  });

  it('bounds the length with an ellipsis, never exceeding the maximum', () => {
    expect(headerText('abcdefghij', 10)).toBe('abcdefghij');
    expect(headerText('abcdefghijk', 10)).toBe('abcdefghi…');
    expect(headerText('abcdefghijk', 10)).toHaveLength(10);
    expect(headerText('x'.repeat(500))).toHaveLength(200);
  });
});

describe('an enquiry scored as likely spam', () => {
  const spam = [
    { signal: 'token-missing', text: 'No form token: sent without opening a page.' },
    { signal: 'many-links', text: '4 links in the message.' },
  ] as const;

  it("says '[Possible spam]' after the reference, and why in the body and a header", async () => {
    const message = await enquiryMessage(contact, { ...context, spam });
    expect(message.subject).toBe('[ENQ-4D8P2X] [Possible spam] Zoë Ångström');
    expect(message.headers).toMatchObject({ 'X-Possible-Spam': 'token-missing, many-links' });
    expect(text(message.text)).toContain('Possible spam (score 2)');
    expect(text(message.text)).toContain('- No form token: sent without opening a page.');
    expect(text(message.text)).toContain('- 4 links in the message.');
    // Everything the visitor sent is still there for sales to judge.
    expect(text(message.text)).toContain(contact.message);
  });

  it('is not marked when nothing was found', async () => {
    const message = await enquiryMessage(contact, { ...context, spam: [] });
    expect(message.subject).toBe('[ENQ-4D8P2X] Zoë Ångström');
    expect(message.headers).not.toHaveProperty('X-Possible-Spam');
    expect(text(message.text)).not.toContain('Possible spam');
  });
});
