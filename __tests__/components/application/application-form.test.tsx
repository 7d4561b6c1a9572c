/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from '@/app/(site)/(pages)/career/apply/application-form';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { indianToday, latestStartDate, RESUME_MAX_BYTES } from '@/lib/validation/application';
import {
  fillRequired,
  HR_EMAIL,
  pdf,
  positions,
  renderForm,
  reply,
  resumeInput,
  sends,
  submitButton,
} from './harness';

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
    expect(sends.calls).toEqual([]);

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
    expect(sends.calls).toEqual([]);
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
    expect(sends.calls).toEqual([]);

    fireEvent.change(date, { target: { value: latest } });
    await user.click(submitButton());
    await waitFor(() => expect(sends.calls).toHaveLength(1));
    expect(sends.calls[0]!.fields.available_date).toBe(latest);
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
    expect(sends.calls).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();

    // Removing the refusal (here: choosing an acceptable file) lets the application go.
    await user.upload(resumeInput(), pdf());
    await user.click(submitButton());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sends.calls[0]!.resume?.name).toBe('Priya Shah CV.pdf');
  });

  it('tells its owner it is busy from the start of a send until the answer', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    sends.answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(500, { ok: false }));
      });
    const onBusyChange = jest.fn();
    render(
      <ApplicationForm
        email={HR_EMAIL}
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
    sends.answer = () =>
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

    expect(sends.calls).toHaveLength(1);
    const [request] = sends.calls;
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
    sends.answer = async () => reply(503, { ok: false });
    const { onSent } = renderForm('Product Manager');
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit application. We could not take your form right now. Please try again in ' +
        `a few minutes. You can also e-mail us at ${HR_EMAIL}.`,
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Priya');
    expect(JSON.parse(sessionStorage.getItem('draft:application')!)).toMatchObject({
      first_name: 'Priya',
      position: 'Product Manager',
    });

    sends.answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `An error occurred. Please try again. You can also e-mail us at ${HR_EMAIL}.`,
      ),
    );
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Shah');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says how long to wait when the server refuses too many applications (429)', async () => {
    const user = userEvent.setup();
    sends.answer = async () => reply(429, { ok: false }, { 'Retry-After': '45' });
    const { onSent } = renderForm('Product Manager');
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit application. You have sent this form several times in a short while. ' +
        `Please wait a minute and send it again. You can also e-mail us at ${HR_EMAIL}.`,
    );
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Priya');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on the right fields, and a 413 on the resume', async () => {
    const user = userEvent.setup();
    sends.answer = async () =>
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
    const before = sends.calls.length;
    await user.click(submitButton());
    expect(resumeInput()).toHaveFocus();
    expect(sends.calls).toHaveLength(before);

    sends.answer = async () => reply(413, { ok: false });
    await user.upload(resumeInput(), pdf('Priya Shah CV v2.pdf'));
    await user.click(submitButton());
    await waitFor(() =>
      expect(resumeInput()).toHaveAccessibleDescription(/The file is larger than 5 MB\./),
    );
  });
});
