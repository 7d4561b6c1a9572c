/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/app/(site)/(pages)/contact/contact-form';
import { enquiryServices, enquiryTimelines } from '@/content/enquiry';
import { reply, SALES_EMAIL, sends } from './harness';

/** Renders the form, fills the required fields and sends them. */
async function renderAndSendEnquiry(user: ReturnType<typeof userEvent.setup>) {
  render(<ContactForm email={SALES_EMAIL} />);
  await user.type(screen.getByLabelText(/Full Name/), 'Priya');
  await user.type(screen.getByLabelText(/Email Address/), 'priya@example.com');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('contact page form', () => {
  it('is a form the browser can send itself, to the same endpoint, before and without JavaScript', () => {
    // What a visitor without JavaScript gets: the server's HTML, posted by the browser to the API,
    // which answers with this page again (lib/forms/server/submission.ts).
    const html = renderToString(<ContactForm email={SALES_EMAIL} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(html).not.toMatch(/<noscript>/);
    for (const name of [
      'name',
      'email',
      'phone',
      'company',
      'service',
      'timeline',
      'subject',
      'message',
      'website',
    ]) {
      expect(container.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });

  it("shows the server's reply to a form sent without JavaScript: values, messages and a summary", () => {
    const state = {
      status: null,
      values: { name: 'Asha Patel', email: 'asha@bad', service: 'web-development', message: '' },
      errors: { email: 'Please enter a valid email', message: 'Message is required' },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm email={SALES_EMAIL} initialState={state} />);
    expect(container.querySelector('#contact-name')).toHaveValue('Asha Patel');
    expect(container.querySelector('#contact-email')).toHaveValue('asha@bad');
    expect(container.querySelector('#contact-service')).toHaveValue('web-development');
    expect(container.querySelector('#contact-email')).toHaveAttribute('aria-invalid', 'true');
    const links = [...container.querySelectorAll('#error-summary a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['#contact-email', 'Please enter a valid email'],
      ['#contact-message', 'Message is required'],
    ]);
  });

  it('shows a sent state with its reference in the status region', () => {
    const state = {
      status: { kind: 'success' as const, text: 'Thank you. Your reference is ENQ-4D8P2X.' },
      values: {},
      errors: {},
    };
    render(<ContactForm email={SALES_EMAIL} initialState={state} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your reference is ENQ-4D8P2X.');
    expect(document.querySelector('#error-summary')).toBeNull();
  });

  it('enforces the required fields without sending anything', async () => {
    const user = userEvent.setup();
    render(<ContactForm email={SALES_EMAIL} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Name is required');
    expect(sends.calls).toEqual([]);
  });

  it('posts the enquiry as JSON, shows the success text and clears the fields', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    sends.answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(201, { ok: true, reference: 'ENQ-4D8P2X' }));
      });
    render(<ContactForm email={SALES_EMAIL} />);
    await user.type(screen.getByLabelText(/Full Name/), '  Priya Shah ');
    await user.type(screen.getByLabelText(/Email Address/), 'priya@example.com');
    await user.type(screen.getByLabelText(/Subject/), 'New website');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'We need a site.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText(
        'Thank you for your message! We will get back to you soon. Your reference is ENQ-4D8P2X.',
      ),
    ).toBeInTheDocument();
    expect(sends.calls).toEqual([
      {
        url: '/api/contact',
        body: {
          name: 'Priya Shah',
          email: 'priya@example.com',
          phone: '',
          company: '',
          service: '',
          timeline: '',
          subject: 'New website',
          message: 'We need a site.',
          website: '',
          notice_language: 'en',
          notice_version: '2026-11-28',
        },
      },
    ]);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(sessionStorage.getItem('draft:contact-page')).toBeNull();
  });

  it('keeps the input and shows the failure and network texts', async () => {
    const user = userEvent.setup();
    sends.answer = async () => reply(503, { ok: false });
    await renderAndSendEnquiry(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. We could not take your form right now. ' +
        `Please try again in a few minutes. You can also e-mail us at ${SALES_EMAIL}.`,
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Priya');
    expect(JSON.parse(sessionStorage.getItem('draft:contact-page')!)).toMatchObject({
      name: 'Priya',
    });

    sends.answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `An error occurred while sending the form. You can also e-mail us at ${SALES_EMAIL}.`,
      ),
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('says how many minutes to wait, from Retry-After, when refused as too many (429)', async () => {
    const user = userEvent.setup();
    sends.answer = async () => reply(429, { ok: false }, { 'Retry-After': '540' });
    await renderAndSendEnquiry(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. You have sent this form several times in a ' +
        'short while. Please wait 9 minutes and send it again. You can also e-mail us at ' +
        `${SALES_EMAIL}.`,
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('shows the server’s field messages on the right fields', async () => {
    const user = userEvent.setup();
    sends.answer = async () =>
      reply(422, { ok: false, errors: { phone: 'Please enter a valid phone number' } });
    await renderAndSendEnquiry(user);
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('restores a draft typed before a reload', async () => {
    sessionStorage.setItem(
      'draft:contact-page',
      JSON.stringify({ name: 'Saved name', message: 'Saved text' }),
    );
    render(<ContactForm email={SALES_EMAIL} />);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Saved name'));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Saved text');
  });
});

describe('contact page form: company, service and timeline', () => {
  const serviceLabels = enquiryServices.map((option) => option.label);
  const timelineLabels = enquiryTimelines.map((option) => option.label);

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/Full Name/), 'Asha Patel');
    await user.type(screen.getByLabelText(/Email Address/), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Service Cloud, please.');
  }

  it('shows a labelled company field and two labelled lists that start with no choice', () => {
    render(<ContactForm email={SALES_EMAIL} />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAttribute(
      'autocomplete',
      'organization',
    );
    const service = screen.getByRole('combobox', { name: 'Service' });
    const timeline = screen.getByRole('combobox', { name: 'Timeline' });
    for (const select of [service, timeline]) {
      expect(select).toHaveValue('');
      expect(select).not.toBeRequired();
    }
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a service…', ...serviceLabels]);
    expect(
      within(timeline)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a timeline…', ...timelineLabels]);
  });

  it('sends the chosen keys, and the trimmed company, in the request body', async () => {
    const user = userEvent.setup();
    render(<ContactForm email={SALES_EMAIL} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), ' Kestrelway Logistics ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Salesforce');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'Within 3 months');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByText(/Thank you for your message!/);
    expect(sends.calls[0]?.body).toMatchObject({
      company: 'Kestrelway Logistics',
      service: 'salesforce',
      timeline: 'within-3-months',
    });
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
  });

  it('puts both lists in the Tab order, after the company field', async () => {
    const user = userEvent.setup();
    render(<ContactForm email={SALES_EMAIL} />);
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Timeline' })).toHaveFocus();
  });

  it('keeps the choices in the draft and brings them back after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm email={SALES_EMAIL} />);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Kestrelway');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'devops');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), 'later');
    expect(JSON.parse(sessionStorage.getItem('draft:contact-page')!)).toMatchObject({
      company: 'Kestrelway',
      service: 'devops',
      timeline: 'later',
    });
    unmount();

    render(<ContactForm email={SALES_EMAIL} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('devops'),
    );
    expect(screen.getByRole('combobox', { name: 'Timeline' })).toHaveValue('later');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Kestrelway');
  });

  it('chooses the service named in the address (?service=), over the one in a draft', async () => {
    sessionStorage.setItem(
      'draft:contact-page',
      JSON.stringify({ name: 'Saved name', service: 'devops', timeline: 'asap' }),
    );
    window.history.replaceState(null, '', '/contact?service=web-development');
    render(<ContactForm email={SALES_EMAIL} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('web-development'),
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Saved name');
    expect(screen.getByRole('combobox', { name: 'Timeline' })).toHaveValue('asap');
  });

  it('sends the service chosen from the address', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/contact?service=mobile-development');
    render(<ContactForm email={SALES_EMAIL} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('mobile-development'),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Thank you for your message!/);
    expect(sends.calls[0]?.body).toMatchObject({ service: 'mobile-development', timeline: '' });
  });

  it('ignores a service in the address that is not one of the list', async () => {
    window.history.replaceState(null, '', '/contact?service=blockchain');
    render(<ContactForm email={SALES_EMAIL} />);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('');
  });

  it('shows the server’s message for a list beside it', async () => {
    const user = userEvent.setup();
    sends.answer = async () =>
      reply(422, { ok: false, errors: { service: 'Please choose a service from the list' } });
    render(<ContactForm email={SALES_EMAIL} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(service).toHaveAttribute('aria-invalid', 'true'));
    expect(service).toHaveAccessibleDescription('Please choose a service from the list');
  });
});
