/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog, type DialogCloseReason } from '@/components/ui/dialog';
import { installDialogMethods } from '../support/dialog-element';

beforeAll(installDialogMethods);

type HarnessProps = {
  onClose: (reason: DialogCloseReason) => void;
  autofocus?: boolean;
  busy?: boolean;
};

function Harness({ onClose, autofocus = false, busy = false }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        title="Project details"
        description="Everything about the project"
        busy={busy}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <p>Body text</p>
        <input aria-label="Your name" data-autofocus={autofocus || undefined} />
        <a href="/contact">Contact us</a>
      </Dialog>
    </>
  );
}

async function openDialog(options: { autofocus?: boolean; busy?: boolean } = {}) {
  const onClose = jest.fn();
  const user = userEvent.setup();
  render(<Harness onClose={onClose} {...options} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Project details' });
  return { onClose, user, opener, dialog };
}

describe('Dialog', () => {
  it('renders no content and no open dialog until it is opened', () => {
    render(<Harness onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
  });

  it('opens modally, labelled and described, and moves focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Everything about the project');
    expect(screen.getByRole('heading', { level: 2, name: 'Project details' })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the element marked data-autofocus instead of the first one', async () => {
    await openDialog({ autofocus: true });
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const { onClose, user, opener, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('button');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('reports a native close (Escape) to its owner once and restores focus', async () => {
    const { onClose, opener, dialog } = await openDialog();
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('dismiss');
    expect(screen.queryByText('Body text')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click or drag that starts inside', async () => {
    const { onClose, dialog } = await openDialog();
    const body = screen.getByText('Body text');
    fireEvent.mouseDown(body);
    fireEvent.click(body);
    fireEvent.mouseDown(body);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('dismiss');
  });

  it('while busy, neither the Close button, Escape nor the backdrop closes it', async () => {
    const { onClose, dialog } = await openDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    // Escape reaches a native dialog as a cancelable 'cancel' event (and as the key itself).
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    // A close the browser forces anyway (a repeated Escape in Chromium) is undone.
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('lets Escape through when not busy', async () => {
    const { dialog } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(false);
  });

  it('keeps Tab inside: from the last element to the first and back with Shift+Tab', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('link', { name: 'Contact us' });
    last.focus();
    await user.keyboard('{Tab}');
    expect(close).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(last).toHaveFocus();
  });

  it('locks page scrolling while open and restores it afterwards', async () => {
    document.documentElement.style.overflow = 'auto';
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('auto');
  });
});
