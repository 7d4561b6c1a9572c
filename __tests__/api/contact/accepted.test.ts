import { addresses, expectErrorBody, queuedMessages } from '../../support/route-harness';
import {
  enquiry,
  expectNothingSent,
  FROM,
  loadApp,
  onlyMessageTo,
  postJson,
  SALES,
  sink,
  SITE_NAME,
  VISITOR,
  type App,
} from './harness';

describe('POST /api/contact with a working SMTP server', () => {
  it('answers 201 {ok:true} and mails the enquiry to sales and an acknowledgement to the visitor', async () => {
    const app = await loadApp();
    const response = await postJson(app, enquiry);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      ok: true,
      reference: expect.stringMatching(/^ENQ-[2-9A-HJKMNP-TV-Z]{6}$/),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(sink.messages).toHaveLength(2);
    expect(await queuedMessages(app)).toEqual([]);
  });

  it('carries the reference of its answer in the subject, a header and the body of both messages', async () => {
    const app = await loadApp();
    const { reference } = (await (await postJson(app, enquiry)).json()) as { reference: string };

    const staff = onlyMessageTo(SALES).parsed;
    expect(staff.subject?.startsWith(`[${reference}] `)).toBe(true);
    expect(staff.headers.get('x-submission-reference')).toBe(reference);
    expect(staff.text).toContain(`Reference: ${reference}`);
    expect(staff.text).toMatch(/Received \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m IST\./);
    const acknowledgement = onlyMessageTo(VISITOR).parsed;
    expect(acknowledgement.subject).toContain(`(${reference})`);
    expect(acknowledgement.headers.get('x-submission-reference')).toBe(reference);
    expect(acknowledgement.text).toContain(`its reference is ${reference}`);
    expect(acknowledgement.html).toContain(reference);
  });

  it('gives every enquiry its own reference', async () => {
    const app = await loadApp();
    const references = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const answer = (await (await postJson(app, enquiry)).json()) as { reference: string };
      references.add(answer.reference);
    }
    expect(references.size).toBe(3);
  });

  it('sends the enquiry from the site address to SALES_EMAIL, with the visitor only in Reply-To', async () => {
    const app = await loadApp();
    await postJson(app, enquiry);

    const { envelope, parsed } = onlyMessageTo(SALES);
    expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [SALES] });
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
    expect(addresses(parsed.to)).toEqual([{ address: SALES, name: '' }]);
    expect(addresses(parsed.replyTo)).toEqual([{ address: VISITOR, name: 'Zoë Ångström' }]);
    expect(parsed.cc).toBeUndefined();
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.get('sender')).toBeUndefined();
  });

  it('gives the enquiry a subject with the essentials and text and HTML bodies with every field', async () => {
    const app = await loadApp();
    await postJson(app, enquiry);

    const { parsed } = onlyMessageTo(SALES);
    // Neither a service nor a company: the reference and the name.
    expect(parsed.subject).toMatch(/^\[ENQ-[2-9A-HJKMNP-TV-Z]{6}\] Zoë Ångström$/);

    const text = parsed.text ?? '';
    expect(text).toContain('Name: Zoë Ångström');
    expect(text).toContain(`Email: ${VISITOR}`);
    expect(text).toContain('Phone: +91 79 4000 0000');
    expect(text).toContain('Subject: Quote for <b>shop</b> & "more"');
    expect(text).toContain(enquiry.message);

    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('Zoë Ångström');
    expect(html).toContain(VISITOR);
    expect(html).toContain('+91 79 4000 0000');
    expect(html).toContain('Quote for &lt;b&gt;shop&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('We need a web shop &amp; an app.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>shop</b>');
  });

  it('sends the visitor an acknowledgement that promises an answer within 24 hours and does not echo the message', async () => {
    const app = await loadApp();
    await postJson(app, { ...enquiry, message: 'Secret plans MARKER-91c2' });

    const { envelope, parsed } = onlyMessageTo(VISITOR);
    expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [VISITOR] });
    expect(addresses(parsed.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
    expect(addresses(parsed.to)).toEqual([{ address: VISITOR, name: '' }]);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(parsed.replyTo).toBeUndefined();
    expect(parsed.text).not.toContain('Zoë');
    expect(parsed.text).toMatch(/we respond within 24 hours/i);
    expect(parsed.html).toMatch(/we respond within 24 hours/i);
    expect(parsed.text).not.toContain('MARKER-91c2');
    expect(parsed.html).not.toContain('MARKER-91c2');
  });

  it('says in the body which optional fields were not given', async () => {
    const app = await loadApp();
    const { name, email, phone } = enquiry;
    await postJson(app, { name, email, phone, message: 'We need\na new website.', website: '' });

    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toMatch(/^\[ENQ-\w{6}\] Zoë Ångström$/);
    for (const label of ['Company', 'Service', 'Timeline', 'Subject']) {
      expect(parsed.text).toContain(`${label}: (not given)`);
    }
  });

  it('sends only the enquiry when SEND_ACKNOWLEDGEMENTS is false', async () => {
    const app = await loadApp({ SEND_ACKNOWLEDGEMENTS: 'false' });
    const response = await postJson(app, enquiry);

    expect(response.status).toBe(201);
    expect(sink.messages).toHaveLength(1);
    expect(onlyMessageTo(SALES).parsed.subject).toContain('Zoë Ångström');
  });
});

describe('POST /api/contact: company, service and timeline for triage', () => {
  const CRM = 'crm@acme.test';
  const OPS = 'ops@acme.test';
  const triage = {
    name: 'Asha Patel',
    email: VISITOR,
    company: '  Kestrelway Logistics ',
    service: 'salesforce',
    timeline: 'within-3-months',
    message: 'We want Service Cloud for our depots.',
    website: '',
  };

  it('accepts the three fields and puts them in the staff subject and both bodies', async () => {
    const app = await loadApp();
    const response = await postJson(app, triage);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toBe(`[${reference}] Salesforce — Kestrelway Logistics — Asha Patel`);
    const text = parsed.text ?? '';
    expect(text).toContain('Company: Kestrelway Logistics');
    expect(text).toContain('Service: Salesforce');
    expect(text).toContain('Timeline: Within 3 months');
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain('Kestrelway Logistics');
    expect(html).toContain('Salesforce');
    expect(html).toContain('Within 3 months');
  });

  it.each([
    ['only a service', { service: 'web-development', company: '' }, 'Web Development — Asha Patel'],
    ['only a company', { service: '', company: 'Kestrelway' }, 'Kestrelway — Asha Patel'],
    ['neither', { service: '', company: '   ' }, 'Asha Patel'],
  ])('leaves out of the subject what is not given: %s', async (_case, fields, rest) => {
    const app = await loadApp();
    const { reference } = (await (await postJson(app, { ...triage, ...fields })).json()) as {
      reference: string;
    };
    expect(onlyMessageTo(SALES).parsed.subject).toBe(`[${reference}] ${rest}`);
  });

  it('takes absent fields as not given', async () => {
    const app = await loadApp();
    const { name, email, message } = triage;
    expect((await postJson(app, { name, email, message, website: '' })).status).toBe(201);
    const { parsed } = onlyMessageTo(SALES);
    expect(parsed.subject).toMatch(/^\[ENQ-\w{6}\] Asha Patel$/);
    expect(parsed.text).toContain('Service: (not given)');
  });

  describe('a choice outside the lists -> 422 with the field message, nothing mailed or queued', () => {
    let app: App;

    beforeAll(async () => {
      app = await loadApp();
    });

    it.each(['blockchain', 'Salesforce', 'salesforce ', 42, null])(
      'service %j',
      async (service) => {
        const body = await expectErrorBody(await postJson(app, { ...triage, service }), 422);
        expect(body.errors).toEqual({ service: 'Please choose a service from the list' });
        await expectNothingSent(app);
      },
    );

    it.each(['yesterday', 'Within 3 months', ['asap']])('timeline %j', async (timeline) => {
      const body = await expectErrorBody(await postJson(app, { ...triage, timeline }), 422);
      expect(body.errors).toEqual({ timeline: 'Please choose a timeline from the list' });
      await expectNothingSent(app);
    });

    it('a company over 100 characters or on two lines', async () => {
      let body = await expectErrorBody(
        await postJson(app, { ...triage, company: 'x'.repeat(101) }),
        422,
      );
      expect(body.errors).toEqual({ company: 'Company must be at most 100 characters' });
      body = await expectErrorBody(
        await postJson(app, { ...triage, company: 'Acme\r\nBcc: victim@example.com' }),
        422,
      );
      expect(body.errors).toEqual({ company: 'Company must be a single line' });
      await expectNothingSent(app);
    });

    it('every bad field at once, each with its message', async () => {
      const body = await expectErrorBody(
        await postJson(app, { ...triage, service: 'x', timeline: 'y', email: 'nope' }),
        422,
      );
      expect(body.errors).toEqual({
        email: 'Please enter a valid email',
        service: 'Please choose a service from the list',
        timeline: 'Please choose a timeline from the list',
      });
      await expectNothingSent(app);
    });
  });

  describe('routing by ENQUIRY_ROUTES', () => {
    const routes = { ENQUIRY_ROUTES: `salesforce=${CRM}, devops=${OPS}` };

    it("sends a Salesforce enquiry to Salesforce's inbox, not to sales, and acknowledges it as before", async () => {
      const app = await loadApp(routes);
      const { reference } = (await (await postJson(app, triage)).json()) as { reference: string };

      const { envelope, parsed } = onlyMessageTo(CRM);
      expect(envelope).toEqual({ mailFrom: FROM, rcptTo: [CRM] });
      expect(addresses(parsed.to)).toEqual([{ address: CRM, name: '' }]);
      expect(addresses(parsed.replyTo)).toEqual([{ address: VISITOR, name: 'Asha Patel' }]);
      expect(parsed.subject).toBe(`[${reference}] Salesforce — Kestrelway Logistics — Asha Patel`);
      expect(sink.to(SALES)).toEqual([]);

      const acknowledgement = onlyMessageTo(VISITOR).parsed;
      expect(addresses(acknowledgement.from)).toEqual([{ address: FROM, name: SITE_NAME }]);
      expect(acknowledgement.subject).toBe(
        `We received your message (${reference}) - ${SITE_NAME}`,
      );
      expect(acknowledgement.text).toMatch(/we respond within 24 hours/i);
      expect(sink.messages).toHaveLength(2);
    });

    it('sends each routed service to its own inbox', async () => {
      const app = await loadApp(routes);
      await postJson(app, { ...triage, service: 'devops' });
      expect(onlyMessageTo(OPS).parsed.subject).toMatch(/\] DevOps — Kestrelway Logistics — /);
      expect(sink.to(CRM)).toEqual([]);
      expect(sink.to(SALES)).toEqual([]);
    });

    it.each([
      ['a service without a route', 'cloud-services'],
      ['no service', ''],
    ])('sends %s to the sales inbox', async (_case, service) => {
      const app = await loadApp(routes);
      await postJson(app, { ...triage, service });
      expect(onlyMessageTo(SALES).envelope).toEqual({ mailFrom: FROM, rcptTo: [SALES] });
      expect(sink.to(CRM)).toEqual([]);
      expect(sink.to(OPS)).toEqual([]);
    });

    it('sends a Salesforce enquiry to the sales inbox when ENQUIRY_ROUTES is unset', async () => {
      const app = await loadApp();
      await postJson(app, triage);
      expect(onlyMessageTo(SALES).parsed.subject).toContain('Salesforce — Kestrelway Logistics');
      expect(sink.to(CRM)).toEqual([]);
    });
  });
});
