/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ApplicationDialog } from '@/app/(site)/(pages)/career/apply/application-dialog';
import { ApplicationForm } from '@/app/(site)/(pages)/career/apply/application-form';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { indianToday, latestStartDate, RESUME_MAX_BYTES } from '@/lib/validation/application';
import { installDialogMethods } from '../support/dialog-element';
import { reply } from '../support/fetch-reply';
import { recordingRouter } from '../support/router';

const positions = [
  'Senior Frontend Developer',
  'Product Manager',
  'DevOps Engineer',
  'Data Scientist',
  'UX/UI Designer',
  'Other',
];

// Typing a whole application with user-event takes a few seconds in jsdom.
jest.setTimeout(20_000);

beforeAll(installDialogMethods);

type Sent = { url: string; fields: Record<string, string>; resume?: File; headers: unknown };
let sent: Sent[];
let answer: () => Promise<Response>;

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  answer = async () => reply(201, { ok: true, reference: 'APP-7K3M9Q' });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body as FormData;
    const fields: Record<string, string> = {};
    let resume: File | undefined;
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else if (name === 'resume') resume = value;
    }
    sent.push({ url: String(input), fields, resume, headers: init?.headers });
    return answer();
  }) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

const pdf = (name = 'Priya Shah CV.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function renderForm(position = '') {
  const onCancel = jest.fn();
  const onSent = jest.fn();
  render(
    <ApplicationForm
      position={position}
      positions={positions}
      privacyNotice={<PrivacyNotice privacyEmail="privacy@example.com" headingLevel="h3" />}
      onCancel={onCancel}
      onSent={onSent}
    />,
  );
  return { onCancel, onSent };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Priya');
  await user.type(screen.getByLabelText(/Last Name/), 'Shah');
  await user.type(screen.getByLabelText(/^Email/), 'priya@example.com');
  await user.type(screen.getByLabelText(/Phone Number/), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(/Years of Experience/), '3-5');
}

const resumeInput = () => screen.getByLabelText(/^Resume/);
const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });

describe('application form', () => {
  it('enforces the required fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submitButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the position you are applying for')).toBeInTheDocument();
    expect(screen.getByText('Choose your years of experience')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First Name/)).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(/First Name/), 'P');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('preselects the chosen job and offers the open positions plus Other', () => {
    renderForm('Product Manager');
    const position = screen.getByLabelText(/Position Applied For/);
    expect(position).toHaveValue('Product Manager');
    const options = [...(position as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toContain('Senior Frontend Developer');
    expect(options.at(-1)).toBe('Other');
    expect(screen.getByLabelText(/Years of Experience/)).toHaveValue('');
  });

  it('restores a draft of the typed fields, but the job just chosen wins', () => {
    sessionStorage.setItem(
      'draft:application',
      JSON.stringify({ first_name: 'Priya', cover_letter: 'Half a thought', position: 'Other' }),
    );
    renderForm('DevOps Engineer');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Priya');
    expect(screen.getByLabelText(/Cover Letter/)).toHaveValue('Half a thought');
    expect(screen.getByLabelText(/Position Applied For/)).toHaveValue('DevOps Engineer');
  });

  it('refuses a start date in the past and offers today as the earliest', async () => {
    const user = userEvent.setup();
    renderForm('Product Manager');
    const date = screen.getByLabelText(/Available Start Date/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', indianToday());
    await fillRequired(user);
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(submitButton());
    expect(await screen.findByText('The start date cannot be in the past')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the latest start date the schema accepts as the max, and refuses a later one', async () => {
    const user = userEvent.setup();
    renderForm('Product Manager');
    const date = screen.getByLabelText(/Available Start Date/);
    const latest = latestStartDate();
    expect(date).toHaveAttribute('max', latest);
    expect(latest > indianToday()).toBe(true);
    await fillRequired(user);
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    fireEvent.change(date, { target: { value: dayAfter.toISOString().slice(0, 10) } });
    await user.click(submitButton());
    expect(
      await screen.findByText('Choose a start date within the next two years'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.change(date, { target: { value: latest } });
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields.available_date).toBe(latest);
  });

  it('checks a chosen or dropped resume: wrong type, empty and too large each say so', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = resumeInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/Max 5MB/);

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByText('Upload a PDF, DOC or DOCX file.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('The file is empty.')).toBeInTheDocument();

    const zone = input.parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('huge.pdf', RESUME_MAX_BYTES + 1)] } });
    expect(screen.getByText('The file is larger than 5 MB.')).toBeInTheDocument();
    expect(screen.queryByText('huge.pdf')).not.toBeInTheDocument();

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.docx')] } });
    expect(screen.getByText('dropped.docx')).toBeInTheDocument();
    expect(screen.queryByText('The file is larger than 5 MB.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the resume' }));
    expect(screen.queryByText('dropped.docx')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('sends nothing while a refused resume is still reported, and takes the applicant to it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onSent } = renderForm('Data Scientist');
    await fillRequired(user);
    await user.upload(resumeInput(), new File(['MZ'], 'cv.exe', { type: 'application/x-msdos' }));
    await user.click(submitButton());
    expect(resumeInput()).toHaveFocus();
    expect(sent).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();

    // Removing the refusal (here: choosing an acceptable file) lets the application go.
    await user.upload(resumeInput(), pdf());
    await user.click(submitButton());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent[0]!.resume?.name).toBe('Priya Shah CV.pdf');
  });

  it('tells its owner it is busy from the start of a send until the answer', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(500, { ok: false }));
      });
    const onBusyChange = jest.fn();
    render(
      <ApplicationForm
        position="Data Scientist"
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="privacy@example.com" headingLevel="h3" />}
        onCancel={jest.fn()}
        onBusyChange={onBusyChange}
        onSent={jest.fn()}
      />,
    );
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(true));
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application.');
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('sends multipart form data, reads Submitting... meanwhile, then reports success', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(201, { ok: true, reference: 'APP-7K3M9Q' }));
      });
    const { onSent } = renderForm('Data Scientist');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Location/), 'Ahmedabad');
    await user.type(screen.getByLabelText(/Cover Letter/), 'I build forecasting models.');
    await user.upload(resumeInput(), pdf());
    expect(screen.getByText('Priya Shah CV.pdf')).toBeInTheDocument();
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith(
        'Application submitted successfully! Your reference is APP-7K3M9Q.',
      ),
    );

    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe('/api/apply');
    expect(JSON.stringify(request!.headers)).not.toMatch(/content-type/i);
    expect(request!.fields).toEqual({
      first_name: 'Priya',
      last_name: 'Shah',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      location: 'Ahmedabad',
      position: 'Data Scientist',
      experience: '3-5',
      expected_salary: '',
      available_date: '',
      cover_letter: 'I build forecasting models.',
      website: '',
      notice_language: 'en',
      notice_version: '2026-11-28',
    });
    expect(request!.resume?.name).toBe('Priya Shah CV.pdf');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(sessionStorage.getItem('draft:application')).toBeNull();
  });

  it('keeps the input and shows the failure and network texts', async () => {
    const user = userEvent.setup();
    answer = async () => reply(503, { ok: false });
    const { onSent } = renderForm('Product Manager');
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application.');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Priya');
    expect(JSON.parse(sessionStorage.getItem('draft:application')!)).toMatchObject({
      first_name: 'Priya',
      position: 'Product Manager',
    });

    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'),
    );
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Shah');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on the right fields, and a 413 on the resume', async () => {
    const user = userEvent.setup();
    answer = async () =>
      reply(422, {
        ok: false,
        errors: { first_name: 'First name must be a single line', resume: 'Not a PDF inside.' },
      });
    renderForm('Product Manager');
    await fillRequired(user);
    await user.upload(resumeInput(), pdf());
    await user.click(submitButton());
    expect(await screen.findByText('First name must be a single line')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(resumeInput()).toHaveAccessibleDescription(/Not a PDF inside\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit application.');

    // The refused file blocks sending until another is chosen (or it is removed).
    const before = sent.length;
    await user.click(submitButton());
    expect(resumeInput()).toHaveFocus();
    expect(sent).toHaveLength(before);

    answer = async () => reply(413, { ok: false });
    await user.upload(resumeInput(), pdf('Priya Shah CV v2.pdf'));
    await user.click(submitButton());
    await waitFor(() =>
      expect(resumeInput()).toHaveAccessibleDescription(/The file is larger than 5 MB\./),
    );
  });
});

describe('application form shown again by the server (sent without JavaScript)', () => {
  const kept = { token: 'k'.repeat(32), name: 'Jane CV.pdf' };
  const answered = {
    status: null,
    values: { first_name: 'Jane', email: 'jane@bad', experience: '3-5', position: 'Other' },
    errors: { email: 'Please enter a valid email', phone: 'Phone number is required' },
    keptResume: kept,
  };

  it('is a multipart form the browser can post itself, the kept resume ticked before the file', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ApplicationForm
        position=""
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="p@example.com" headingLevel="h3" />}
        initialState={answered}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/api/apply');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form.querySelector('button[type="submit"]')).toBeEnabled();
    expect(form.querySelector('[name="first_name"]')).toHaveValue('Jane');
    expect(form.querySelector('[name="email"]')).toHaveValue('jane@bad');
    expect(form.querySelector('[name="experience"]')).toHaveValue('3-5');
    expect(form.querySelector('[name="position"]')).toHaveValue('Other');
    expect(container.textContent).toContain('Jane CV.pdf received — keep it or choose another.');
    // Every field is posted under the API's name, and the kept resume ahead of the file.
    const names = [...form.querySelectorAll('[name]')].map((element) =>
      element.getAttribute('name'),
    );
    expect(names.indexOf('kept_resume')).toBeLessThan(names.indexOf('resume'));
    expect(form.querySelector('[name="kept_resume"]')).toHaveAttribute('value', kept.token);
    expect(form.querySelector('[name="kept_resume"]')).toBeChecked();
    expect(
      [...container.querySelectorAll('#error-summary a')].map((a) => a.getAttribute('href')),
    ).toEqual(['#application-email', '#application-phone']);
  });

  it('sends the kept resume by its token with JavaScript too, with no file', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        position=""
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="p@example.com" headingLevel="h3" />}
        initialState={answered}
      />,
    );
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.org');
    await user.type(screen.getByLabelText(/Last Name/), 'Doe');
    await user.type(screen.getByLabelText(/Phone Number/), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields.kept_resume).toBe(kept.token);
    expect(sent[0]!.resume).toBeUndefined();
  });
});

describe('application dialog', () => {
  function renderDialog(position: string) {
    const { router, Provider } = recordingRouter();
    const view = render(
      <ApplicationDialog
        position={position}
        positions={positions}
        privacyNotice={<PrivacyNotice privacyEmail="privacy@example.com" headingLevel="h3" />}
      />,
      { wrapper: Provider },
    );
    return { ...view, router };
  }

  it('is titled for the job and tells the applicant what happens to their data', () => {
    renderDialog('UX/UI Designer');
    const dialog = screen.getByRole('dialog', { name: 'Apply for UX/UI Designer' });
    expect(dialog).toBeInTheDocument();
    const notice = screen.getByText(/12 months after the hiring decision/);
    expect(notice).toHaveTextContent(/sent by e-mail to our HR team/);
    expect(within(notice).getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.com',
    );
    expect(within(notice).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The same notice in Hindi and Gujarati, behind a disclosure (components/privacy).
    expect(screen.getByText('हिन्दी में पढ़ें').closest('summary')).toBeInTheDocument();
  });

  it('Cancel and the close icon go back and throw the draft away', async () => {
    const user = userEvent.setup();
    const first = renderDialog('');
    expect(screen.getByRole('dialog', { name: 'Apply for a Position' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First Name/), 'Priya');
    expect(sessionStorage.getItem('draft:application')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.router.back).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('draft:application')).toBeNull();
    first.unmount();

    const second = renderDialog('DevOps Engineer');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Position Applied For/)).toHaveValue('DevOps Engineer');
    await user.type(screen.getByLabelText(/First Name/), 'Arjun');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.router.back).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('draft:application')).toBeNull();
  });

  it('Escape or a click on the backdrop goes back but keeps the draft for the next opening', async () => {
    const user = userEvent.setup();
    const first = renderDialog('Product Manager');
    await user.type(screen.getByLabelText(/Cover Letter/), 'Three pages of it');
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(first.router.back).toHaveBeenCalledTimes(1);
    first.unmount();

    const second = renderDialog('Product Manager');
    expect(screen.getByLabelText(/Cover Letter/)).toHaveValue('Three pages of it');
    const reopened = screen.getByRole('dialog');
    fireEvent.mouseDown(reopened);
    fireEvent.click(reopened);
    // Pressed twice, the backdrop still goes back once.
    fireEvent.mouseDown(reopened);
    fireEvent.click(reopened);
    expect(second.router.back).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('draft:application')!)).toMatchObject({
      cover_letter: 'Three pages of it',
    });
  });

  it('cannot be closed while the application is being sent', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(503, { ok: false }));
      });
    const { router } = renderDialog('Data Scientist');
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(router.back).not.toHaveBeenCalled();

    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit application.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Priya');
  });

  it('goes back once the application is sent', async () => {
    const user = userEvent.setup();
    const { router } = renderDialog('Data Scientist');
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.back).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sessionStorage.getItem('draft:application')).toBeNull();
  });
});
