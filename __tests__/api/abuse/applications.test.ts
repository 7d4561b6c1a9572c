import { seedJobs } from '@/lib/cms/seed/jobs';
import { positionOptions } from '@/lib/jobs';
import {
  fieldParts,
  multipart,
  MULTIPART_TYPE,
  resumePart,
  type Part,
} from '../../../scripts/lib/multipart.mjs';
import { pdfFile } from '../../../scripts/lib/resume-files.mjs';
import { setUpRouteHarness, type PostOptions, type RouteApp } from '../../support/route-harness';

type App = RouteApp<{ route: typeof import('@/app/api/apply/route') }>;

const HR = 'hr@acme.test';
const POSITION = positionOptions(seedJobs)[0]!;

/** An application as a person sends it from the site's form: the honeypot there and empty. */
const application = (marker: string, fields: Record<string, string> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.org',
  phone: '+91 98765 43210',
  location: 'Ahmedabad',
  position: POSITION,
  experience: '3-5',
  expected_salary: '',
  available_date: '',
  cover_letter: `I would like to join your team. ${marker}`,
  website: '',
  ...fields,
});

const { sink, loadApp, post } = setUpRouteHarness({
  tempPrefix: 'abuse-applications-',
  url: 'http://localhost/api/apply/',
  contentType: MULTIPART_TYPE,
  env: { SEND_ACKNOWLEDGEMENTS: 'true', HR_EMAIL: HR, MAIL_FROM: 'website@acme.test' },
  load: async () => ({ route: await import('@/app/api/apply/route') }),
});

async function apply(
  app: App,
  fields: Record<string, string>,
  resume: Buffer | null,
  options?: PostOptions,
) {
  const parts: Part[] = [...fieldParts(fields), ...(resume ? [resumePart(resume)] : [])];
  const response = await post(app, new Uint8Array(multipart(parts)), options);
  expect(response.status).toBe(201);
  const [staff, ...others] = sink
    .to(HR)
    .filter((mail) => mail.parsed.text?.includes(fields.cover_letter!));
  expect(others).toEqual([]);
  return {
    marked: /^\[APP-\w{6}\] \[Possible spam\] /.test(staff!.parsed.subject ?? ''),
    reasons: staff!.parsed.headers.get('x-possible-spam'),
    acknowledgements: sink.to(fields.email!),
  };
}

describe('applications', () => {
  it("acknowledges a person's application, unmarked, with nothing they typed in the acknowledgement", async () => {
    const app = await loadApp();
    const typed = application('PERSON', {
      first_name: 'Best-CV-Writing-Service',
      last_name: 'Call-90000-00000',
      location: 'Cheap-Visas-Ahmedabad',
    });
    const result = await apply(app, typed, pdfFile());
    expect(result).toMatchObject({ marked: false, reasons: undefined });
    expect(result.acknowledgements).toHaveLength(1);
    const raw = result.acknowledgements[0]!.raw.toString();
    for (const value of ['Best-CV', 'Call-90000', 'Cheap-Visas', 'PERSON']) {
      expect(raw).not.toContain(value);
    }
    expect(result.acknowledgements[0]!.parsed.text).toContain(POSITION);
  });

  it('marks and does not acknowledge an application without a form token, or with a shortener', async () => {
    const app = await loadApp();
    expect(await apply(app, application('NO-TOKEN'), null, { token: null })).toMatchObject({
      marked: true,
      reasons: 'token-missing',
      acknowledgements: [],
    });
    const shortened = application('SHORT', {
      email: 'other@example.org',
      cover_letter: 'My portfolio is at tinyurl.com/my-work and I would like to join. SHORT',
    });
    expect(await apply(app, shortened, null)).toMatchObject({
      marked: true,
      reasons: 'url-shortener',
      acknowledgements: [],
    });
  });

  it('marks the same application with the same resume sent again; another resume is another application', async () => {
    const app = await loadApp();
    const fields = application('SAME');
    expect(await apply(app, fields, pdfFile('first'))).toMatchObject({ marked: false });
    sink.clear();
    expect(await apply(app, fields, pdfFile('first'), { ip: '192.0.2.9' })).toMatchObject({
      marked: true,
      reasons: 'repeated',
    });
    sink.clear();
    expect(await apply(app, fields, pdfFile('an updated resume'))).toMatchObject({ marked: false });
  });
});
