/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationDialog } from '@/app/(site)/(pages)/career/apply/application-dialog';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { recordingRouter } from '../../support/router';
import { fillRequired, HR_EMAIL, positions, reply, sends, submitButton } from './harness';

describe('application dialog', () => {
  function renderDialog(position: string) {
    const { router, Provider } = recordingRouter();
    const view = render(
      <ApplicationDialog
        email={HR_EMAIL}
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
    sends.answer = () =>
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
    expect(sends.calls).toHaveLength(1);
    expect(sessionStorage.getItem('draft:application')).toBeNull();
  });
});
