/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineDialog } from '@/components/shell/offline-dialog';
import { offlineMessage } from '@/content/shell';
import { saveDraft } from '@/lib/drafts';

// Kept in this file: every file under __tests__/ is collected as a test suite, so a shared
// helper module in __tests__/support/ would fail the run with "must contain at least one test".
/**
 * jsdom (26, used by jest-environment-jsdom 30) makes `window.location` and `location.reload`
 * non-configurable, so neither can be redefined nor spied on directly ("Cannot redefine
 * property"). The Location wrapper forwards `reload()` to its implementation object, which is
 * stored under jsdom's internal `Symbol("impl")` and is an ordinary object: spying there
 * intercepts every `window.location.reload()` call without touching the wrapper. Restore with
 * `mockRestore()` (or `jest.restoreAllMocks()`).
 */
function spyOnLocationReload(): jest.SpiedFunction<() => void> {
  const wrapper = window.location as unknown as Record<symbol, unknown>;
  const implSymbol = Object.getOwnPropertySymbols(wrapper).find(
    (symbol) => symbol.description === 'impl',
  );
  const impl = implSymbol ? wrapper[implSymbol] : undefined;
  if (!impl || typeof (impl as { reload?: unknown }).reload !== 'function') {
    throw new Error('jsdom internals changed: cannot find the Location implementation object');
  }
  return jest.spyOn(impl as { reload: () => void }, 'reload').mockImplementation(() => {});
}

beforeAll(() => {
  // jsdom implements <dialog> but not showModal()/close(); emulate them through `open`.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof HTMLDialogElement.prototype.close !== 'function') {
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

let reload: ReturnType<typeof spyOnLocationReload>;
let onLine: jest.SpiedGetter<boolean>;

beforeEach(() => {
  reload = spyOnLocationReload();
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function goOffline() {
  onLine.mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const renderDialog = () => render(<OfflineDialog {...offlineMessage} />);

describe('OfflineDialog', () => {
  it('stays closed while the browser is online', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when the connection drops, with the title, the message and a Try Again button', () => {
    renderDialog();
    goOffline();
    const dialog = screen.getByRole('dialog', { name: 'No Internet Connection' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      "Oops! It seems you're offline. Please check your internet connection and try again.",
    );
    expect(
      screen.getByText(
        "Oops! It seems you're offline. Please check your internet connection and try again.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('opens at once when the page loads while already offline', () => {
    onLine.mockReturnValue(false);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
  });

  it('says it is still offline when Try Again is pressed without a connection', async () => {
    const user = userEvent.setup();
    renderDialog();
    goOffline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Still offline/);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
  });

  it('reloads when Try Again is pressed and the connection is back', async () => {
    const user = userEvent.setup();
    renderDialog();
    goOffline();
    onLine.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes and reloads the page when the connection returns and no form has a draft', () => {
    renderDialog();
    goOffline();
    goOnline();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes without reloading when a form has an unsent draft, so typed input survives', () => {
    saveDraft('contact', { message: 'Please call me back' });
    renderDialog();
    goOffline();
    goOnline();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes without reloading when a form’s server HTML holds typed text no draft keeps yet', () => {
    // The contact form before its code came: typed into, nothing in sessionStorage.
    const form = document.createElement('form');
    form.method = 'post';
    form.innerHTML = '<input name="name" value=""><textarea name="message"></textarea>';
    document.body.append(form);
    form.querySelector('textarea')!.value = 'Half a thought';
    renderDialog();
    goOffline();
    goOnline();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    form.remove();
  });

  it('clears the "still offline" note when the connection drops again later', async () => {
    const user = userEvent.setup();
    saveDraft('contact', { message: 'Please call me back' });
    renderDialog();
    goOffline();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Still offline/);
    goOnline();
    goOffline();
    expect(screen.getByRole('dialog', { name: 'No Internet Connection' })).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stops listening for connection changes when unmounted', () => {
    const { unmount } = renderDialog();
    unmount();
    goOffline();
    goOnline();
    expect(reload).not.toHaveBeenCalled();
  });
});
