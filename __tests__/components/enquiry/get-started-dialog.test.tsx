/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ButtonRow } from '@/components/sections/button-row';
import { GetStarted } from '@/components/shell/get-started';
import GetStartedDialog from '@/components/shell/get-started-dialog';
import { startProjectLink } from '@/content/enquiry';
import { reply, SALES_EMAIL, sends } from './harness';

describe('Get Started dialog', () => {
  function renderDialog(service?: 'mobile-development' | 'salesforce') {
    const onClose = jest.fn();
    const onSent = jest.fn();
    render(
      <GetStartedDialog
        email={SALES_EMAIL}
        open
        onClose={onClose}
        onSent={onSent}
        service={service}
      />,
    );
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
    expect(sends.calls).toEqual([]);
  });

  it('disables every way of closing and both buttons while sending, then reports success', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    sends.answer = () =>
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
    expect(sends.calls[0]?.body).toMatchObject({
      name: 'Arjun',
      message: 'An app, please',
      subject: '',
    });
  });

  it('stays open with the failure text when sending fails', async () => {
    const user = userEvent.setup();
    sends.answer = async () => reply(500, {});
    const { onSent, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arjun');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'arjun@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later. We could not take your form right now. ' +
        `Please try again in a few minutes. You can also e-mail us at ${SALES_EMAIL}.`,
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Arjun');
  });

  it('has the company field and both lists, labelled, and sends what was chosen', async () => {
    const user = userEvent.setup();
    const { onSent } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Get Started' });
    const service = within(dialog).getByRole('combobox', { name: 'Service' });
    const timeline = within(dialog).getByRole('combobox', { name: 'Timeline' });
    expect(service).toHaveValue('');
    expect(timeline).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Patel');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.in');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Kestrelway');
    await user.selectOptions(service, 'ai-machine-learning');
    await user.selectOptions(timeline, 'Just exploring');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Forecasting');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sends.calls[0]?.body).toMatchObject({
      company: 'Kestrelway',
      service: 'ai-machine-learning',
      timeline: 'just-exploring',
    });
  });

  it('opens with the service of the page that opened it chosen, and sends it', async () => {
    const user = userEvent.setup();
    const { onSent } = renderDialog('mobile-development');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('mobile-development'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Arjun');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'arjun@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'A clinic app');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sends.calls[0]?.body).toMatchObject({ service: 'mobile-development' });
  });

  it('closes on Cancel and on the close icon', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("a service page's 'Start Your Project'", () => {
  const link = startProjectLink('web-development');

  it('is a link to the contact page with the service chosen until the page is interactive', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <ButtonRow actions={[link, { label: 'How We Work', href: '/about/process' }]} />,
    );
    const anchor = container.querySelector('a');
    expect(anchor).toHaveTextContent('Start Your Project');
    expect(anchor).toHaveAttribute('href', '/contact?service=web-development');
    expect(container.querySelector('button')).toBeNull();
  });

  it('then opens the Get Started dialog with the service chosen', async () => {
    const user = userEvent.setup();
    render(<ButtonRow actions={[link, { label: 'How We Work', href: '/about/process' }]} />);
    expect(screen.getByRole('link', { name: 'How We Work' })).toHaveAttribute(
      'href',
      '/about/process',
    );
    const opener = screen.getByRole('button', { name: 'Start Your Project' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Get Started' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Service' })).toHaveValue(
        'web-development',
      ),
    );
  });

  it('chooses the service again each time it opens', async () => {
    const user = userEvent.setup();
    render(<GetStarted email={SALES_EMAIL} link={link} service="salesforce" className="cta" />);
    await user.click(screen.getByRole('button', { name: 'Start Your Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Started' });
    const service = within(dialog).getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(service).toHaveValue('salesforce'));
    await user.selectOptions(service, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Start Your Project' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('salesforce'),
    );
  });

  it('leaves the header’s Get Started without a service', async () => {
    const user = userEvent.setup();
    render(
      <GetStarted
        email={SALES_EMAIL}
        link={{ label: 'Get Started', href: '/contact' }}
        className="cta"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Started' });
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toHaveValue('');
  });
});
