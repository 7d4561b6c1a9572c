/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredForm } from '@/components/forms/deferred-form';
import type { FormState } from '@/lib/forms/state';

/**
 * A form as react-hook-form makes one: registering a field sets the element's value to the
 * form's starting value, whatever the element held before.
 */
function LoadedForm({ initialState }: { initialState?: FormState }) {
  const start = initialState?.values.name ?? '';
  return (
    <form>
      <label htmlFor="deferred-name">Name</label>
      <input
        id="deferred-name"
        name="name"
        defaultValue={start}
        ref={(element) => {
          if (element) element.value = start;
        }}
      />
    </form>
  );
}

/** The form's code, loaded: in jsdom the page has loaded, so it is wanted at once. */
async function loadedDeferredForm() {
  const DeferredForm = deferredForm(async () => LoadedForm, undefined);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return DeferredForm;
}

describe('deferredForm', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  /** The server's HTML in the page (the form itself, rendered by `onServer`), not yet hydrated. */
  function serverRenderedForm() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div className="contents">
        <LoadedForm />
      </div>,
    );
    document.body.append(container);
    cleanups.push(() => container.remove());
    return container;
  }

  it('keeps what was typed into the server’s form when the code came before hydration', async () => {
    const DeferredForm = await loadedDeferredForm();
    const container = serverRenderedForm();
    const input = container.querySelector('input')!;
    input.value = 'Priya Shah';

    await act(async () => {
      hydrateRoot(container, <DeferredForm />, { onRecoverableError: () => {} });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Shah');
  });

  it('tries the code again when the browser is back online, carrying what was typed meanwhile', async () => {
    let tries = 0;
    const DeferredForm = deferredForm(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return LoadedForm;
    }, undefined);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(tries).toBe(1);

    const container = serverRenderedForm();
    await act(async () => {
      hydrateRoot(container, <DeferredForm />, { onRecoverableError: () => {} });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Still the server's form: its code could not come.
    const serverInput = container.querySelector('input')!;
    serverInput.value = 'Priya Shah';
    expect(tries).toBe(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(tries).toBe(2);
    const input = screen.getByLabelText('Name');
    expect(input).not.toBe(serverInput);
    expect(input).toHaveValue('Priya Shah');
  });

  it('renders the loaded form at once on a page that is already interactive', async () => {
    const DeferredForm = await loadedDeferredForm();
    render(<DeferredForm initialState={{ status: null, values: { name: 'Asha' }, errors: {} }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  });
});
