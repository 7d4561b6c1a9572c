/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/app/(site)/contact/contact-form';
import GetStartedDialog from '@/components/site/get-started-dialog';
import { installDialogMethods } from '../support/dialog-element';
import { reply } from '../support/fetch-reply';

beforeAll(installDialogMethods);

type FetchCall = { url: string; body: Record<string, unknown> };
let calls: FetchCall[];
let answer: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  answer = async () => reply(201, { ok: true, reference: 'ENQ-4D8P2X' });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('contact page form', () => {
  it('waits for the page to be interactive before it can send, and says why without JavaScript', () => {
    // What a visitor without JavaScript gets: the server's HTML. A browser's own submit could
    // not send the enquiry, and a GET would put it in the address.
    const html = renderToString(<ContactForm />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    expect(html).toMatch(/<noscript>.*Sending this form needs JavaScript/);

    render(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('enforces the required fields without sending anything', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveAccessibleDescription('Name is required');
    expect(calls).toEqual([]);
  });

  it('posts the enquiry as JSON, shows the success text and clears the fields', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(201, { ok: true, reference: 'ENQ-4D8P2X' }));
      });
    render(<ContactForm />);
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
    expect(calls).toEqual([
      {
        url: '/api/contact',
        body: {
          name: 'Priya Shah',
          email: 'priya@example.com',
          phone: '',
          subject: 'New website',
          message: 'We need a site.',
          website: '',
        },
      },
    ]);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(sessionStorage.getItem('draft:contact-page')).toBeNull();
  });

  it('keeps the input and shows the failure and network texts', async () => {
    const user = userEvent.setup();
    answer = async () => reply(503, { ok: false });
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/Full Name/), 'Priya');
    await user.type(screen.getByLabelText(/Email Address/), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Priya');
    expect(JSON.parse(sessionStorage.getItem('draft:contact-page')!)).toMatchObject({
      name: 'Priya',
    });

    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while sending the form.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('shows the server’s field messages on the right fields', async () => {
    const user = userEvent.setup();
    answer = async () =>
      reply(422, { ok: false, errors: { phone: 'Please enter a valid phone number' } });
    render(<ContactForm />);
    await user.type(screen.getByLabelText(/Full Name/), 'Priya');
    await user.type(screen.getByLabelText(/Email Address/), 'priya@example.com');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('restores a draft typed before a reload', async () => {
    sessionStorage.setItem(
      'draft:contact-page',
      JSON.stringify({ name: 'Saved name', message: 'Saved text' }),
    );
    render(<ContactForm />);
    await waitFor(() => expect(screen.getByLabelText(/Full Name/)).toHaveValue('Saved name'));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Saved text');
  });
});

describe('Get Started dialog', () => {
  function renderDialog() {
    const onClose = jest.fn();
    const onSent = jest.fn();
    render(<GetStartedDialog open onClose={onClose} onSent={onSent} />);
    return { onClose, onSent };
  }

  it('shows the dialog messages and clears a field’s error when it is edited', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Get Started' });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('disables every way of closing and both buttons while sending, then reports success', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(reply(201, { ok: true, reference: 'ENQ-4D8P2X' }));
      });
    const { onSent, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arjun');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'arjun@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'An app, please');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(calls[0]?.body).toMatchObject({ name: 'Arjun', message: 'An app, please', subject: '' });
  });

  it('stays open with the failure text when sending fails', async () => {
    const user = userEvent.setup();
    answer = async () => reply(500, {});
    const { onSent, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arjun');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'arjun@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Arjun');
  });

  it('closes on Cancel and on the close icon', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
