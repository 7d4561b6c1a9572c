/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { NotifyForm } from '@/app/(site)/(pages)/(home)/notify-form';
import { launchSection } from '@/content/launch';
import { hasUnsentDrafts } from '@/lib/drafts';
import { reply, stubFetch } from '../support/fetch-stub';

/** The sales address the form is given, which a refused send offers to write to. */
const SALES_EMAIL = 'sales@example.com';

const copy = launchSection.form;

/** Every send as fetch was called; answered 201 with a reference unless a test says otherwise. */
const sends = stubFetch(
  (url, init) => ({
    url,
    method: init?.method,
    headers: init?.headers,
    body: JSON.parse(String(init?.body)) as unknown,
  }),
  async () => reply(201, { ok: true, reference: 'NTF-3H8W2C' }),
);

afterEach(() => {
  jest.restoreAllMocks();
});

const emailInput = () => screen.getByRole('textbox', { name: copy.label });

async function typeAndSend(address: string) {
  const user = userEvent.setup();
  render(<NotifyForm copy={copy} email={SALES_EMAIL} />);
  await user.type(emailInput(), address);
  await user.click(screen.getByRole('button', { name: 'Notify Me' }));
  return user;
}

describe('NotifyForm', () => {
  it('is a form the browser can send itself, to the same endpoint, before and without JavaScript', () => {
    const html = renderToString(<NotifyForm copy={copy} email={SALES_EMAIL} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('form')).toHaveAttribute('action', '/api/notify');
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(html).not.toMatch(/<noscript>/);
  });

  it("shows the server's reply to a form sent without JavaScript: the address and its message", () => {
    const state = {
      status: null,
      values: { email: 'a@b' },
      errors: { email: 'Please enter a valid email' },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <NotifyForm copy={copy} email={SALES_EMAIL} initialState={state} />,
    );
    expect(container.querySelector('#notify-email')).toHaveValue('a@b');
    expect(container.querySelector('#notify-email')).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('#error-summary a')).toHaveAttribute('href', '#notify-email');
  });

  it('has a labelled, required e-mail input with the placeholder and a Notify Me button', () => {
    render(<NotifyForm copy={copy} email={SALES_EMAIL} />);
    const input = emailInput();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'Enter your email...');
    expect(input).toHaveAccessibleDescription(copy.privacy);
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it('posts the address as JSON, says Sending... while it waits, then shows success and clears the input', async () => {
    let release!: () => void;
    sends.answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(201, { ok: true, reference: 'NTF-3H8W2C' }));
      });
    await typeAndSend('priya@example.com');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sends.calls).toEqual([
      {
        url: '/api/notify',
        method: 'POST',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
        body: {
          email: 'priya@example.com',
          notice_language: 'en',
          notice_version: '2026-11-28',
          website: '',
        },
      },
    ]);
    release();
    expect(
      await screen.findByText(
        'Thanks! We will e-mail you when we launch. Your reference is NTF-3H8W2C.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thanks! We will e-mail you when we launch. Your reference is NTF-3H8W2C.',
    );
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
    expect(emailInput()).toHaveValue('');
    expect(hasUnsentDrafts()).toBe(false);
  });

  it('shows the failure in an alert and keeps the address when the server fails', async () => {
    sends.answer = async () => reply(503, { ok: false });
    await typeAndSend('priya@example.com');

    const failure =
      'Something went wrong. Please try again later. We could not take your form right now. ' +
      `Please try again in a few minutes. You can also e-mail us at ${SALES_EMAIL}.`;
    expect(await screen.findByText(failure)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(emailInput()).toHaveValue('priya@example.com');
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it('says so when the request cannot be made at all', async () => {
    sends.answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await typeAndSend('priya@example.com');
    const failure = `${copy.networkError} You can also e-mail us at ${SALES_EMAIL}.`;
    expect(await screen.findByText(failure)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(emailInput()).toHaveValue('priya@example.com');
  });

  it('says how many minutes to wait when refused as too many (429, Retry-After)', async () => {
    sends.answer = async () => reply(429, { ok: false }, { 'Retry-After': '3600' });
    await typeAndSend('priya@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. You have sent this form several times in a ' +
        'short while. Please wait 60 minutes and send it again. You can also e-mail us at ' +
        `${SALES_EMAIL}.`,
    );
    expect(emailInput()).toHaveValue('priya@example.com');
  });

  it('shows the server’s field message under the input, tied to it, and clears it on edit', async () => {
    sends.answer = async () =>
      reply(422, { ok: false, errors: { email: 'Please enter a valid email' } });
    const user = await typeAndSend('priya@example');

    const input = emailInput();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`Please enter a valid email ${copy.privacy}`);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('priya@example');

    await user.type(input, '.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the typed address as a draft until it is sent, and restores it', async () => {
    const user = userEvent.setup();
    const first = render(<NotifyForm copy={copy} email={SALES_EMAIL} />);
    await user.type(emailInput(), 'half@typed');
    expect(hasUnsentDrafts()).toBe(true);
    first.unmount();

    render(<NotifyForm copy={copy} email={SALES_EMAIL} />);
    expect(emailInput()).toHaveValue('half@typed');
  });

  it('sends the hidden honeypot, which people never see', async () => {
    const { container } = render(<NotifyForm copy={copy} email={SALES_EMAIL} />);
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
  });
});
