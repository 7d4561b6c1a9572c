'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterLoadWhenIdle } from '@/lib/after-load';
import type { FormState } from '@/lib/forms/state';
import { typedInto } from '@/lib/forms/typed';
import { useHydrated } from '@/lib/hooks/use-hydrated';

type FormProps = { initialState?: FormState };

/** What the visitor did with the server's form before its code came. */
type Carried = {
  /** The fields whose value is not the one the server rendered. */
  typed: Record<string, string>;
  /** The id of the control that had focus, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
  /** A send was held: the loaded form sends it. */
  send: boolean;
};

function carriedFrom(form: HTMLFormElement | null, send: boolean): Carried {
  const typed = typedInto(form);
  const active = document.activeElement;
  const focus =
    active instanceof HTMLElement && active.id && form?.contains(active)
      ? {
          id: active.id,
          start: 'selectionStart' in active ? (active.selectionStart as number | null) : null,
          end: 'selectionEnd' in active ? (active.selectionEnd as number | null) : null,
        }
      : undefined;
  return { typed, focus, send };
}

/** The state the loaded form starts from: the server's, with what was typed over it. */
function withTyped(initialState: FormState | undefined, typed: Record<string, string>) {
  if (Object.keys(typed).length === 0) return initialState;
  return {
    status: initialState?.status ?? null,
    values: { ...initialState?.values, ...typed },
    errors: initialState?.errors ?? {},
    keptResume: initialState?.keptResume,
  };
}

/**
 * A form whose code (react-hook-form with it) is no part of the page's first load.
 *
 * The server renders the form whole, as before: `onServer` is the component itself on the server
 * only, required by the caller's module under `typeof window === 'undefined'`
 * (contact/deferred-contact-form.tsx), a branch Next compiles out of the browser's bundle. In the browser
 * the server's HTML is kept as it is, not hydrated (an element whose inner HTML React is told to
 * leave alone), so until the code comes the form is the one visitors without JavaScript get: it
 * can be read, typed into and sent to the same endpoint. A Suspense boundary would not do: React
 * streams a boundary that far down the page apart, in a hidden element only a script shows.
 *
 * `load` is called once the page has loaded and the browser is idle, or as soon as a visitor
 * reaches for the form (focus or pointer in it), whichever comes first. The form React then
 * renders in place of the server's carries over what was typed and where the focus was. A send
 * before then is held and made by the loaded form, with its checks in the browser; should the
 * code fail to load (the visitor went offline), the browser sends the form itself, as without
 * JavaScript, and the code is tried again when the browser is back online.
 */
export function deferredForm<Props extends FormProps>(
  load: () => Promise<ComponentType<Props>>,
  onServer: ComponentType<Props> | undefined,
): ComponentType<Props> {
  let want = () => {};
  let loaded: ComponentType<Props> | undefined = onServer;
  let failed = false;
  const settle = (attempt: Promise<ComponentType<Props>>) =>
    attempt
      .then((Component) => (loaded = Component))
      .catch(() => {
        failed = true;
        return undefined;
      });
  // On the server the form is `onServer`, there already: nothing is loaded.
  let code: Promise<ComponentType<Props> | undefined> =
    typeof window === 'undefined'
      ? Promise.resolve(onServer)
      : settle(
          new Promise<void>((resolve) => {
            want = resolve;
            // This code came after the page's load (a client-side navigation): wanted at once.
            if (document.readyState === 'complete') resolve();
            else afterLoadWhenIdle(resolve);
          }).then(load),
        );
  /** The code once more after a load failed (the browser is back online), or the load under way. */
  const again = () => {
    if (failed) {
      failed = false;
      code = settle(load());
    }
    return code;
  };

  return function DeferredForm(props: Props) {
    // On the server the form is rendered whole. While the browser hydrates, the server's form
    // stays, even if the code came first (a slow hydration): rendered straight away, the loaded
    // form would set its fields to its own starting values over what the visitor had typed. The
    // code then takes its place as below, carrying that over.
    const hydrating = !useHydrated() && typeof window !== 'undefined';
    const [Form, setForm] = useState<ComponentType<Props> | undefined>(() =>
      hydrating ? undefined : loaded,
    );
    const container = useRef<HTMLDivElement>(null);
    /** A send made on the server's form before the code came. */
    const sendHeld = useRef(false);
    const carried = useRef<Carried>(undefined);
    // What the visitor did with the server's form, read as the loaded form first renders: the
    // server's form is still in the page then, and nothing happens between this render and its
    // commit, so no keystroke and no send falls between the two forms.
    if (Form && !carried.current && container.current) {
      carried.current = carriedFrom(container.current.querySelector('form'), sendHeld.current);
    }

    // The server's form: load the code when it is wanted, hold a send until it is there.
    useEffect(() => {
      const element = container.current;
      if (Form || !element) return;
      let unavailable = false;
      const reach = () => want();
      const holdSend = (event: SubmitEvent) => {
        if (unavailable) return; // The browser sends it.
        event.preventDefault();
        sendHeld.current = true;
        want();
      };
      element.addEventListener('focusin', reach);
      element.addEventListener('pointerdown', reach);
      element.addEventListener('submit', holdSend);
      let current = true;
      const follow = (Component: ComponentType<Props> | undefined) => {
        if (!current) return;
        if (Component) {
          setForm(() => Component);
          return;
        }
        unavailable = true;
        if (sendHeld.current) element.querySelector('form')?.submit();
        // The visitor went offline: the code is tried again once the browser is back online,
        // and then carries over what was typed meanwhile.
        window.addEventListener('online', tryAgain, { once: true });
      };
      const tryAgain = () => {
        unavailable = false;
        void again().then(follow);
      };
      void code.then(follow);
      return () => {
        current = false;
        window.removeEventListener('online', tryAgain);
        element.removeEventListener('focusin', reach);
        element.removeEventListener('pointerdown', reach);
        element.removeEventListener('submit', holdSend);
      };
    }, [Form]);

    // The loaded form, in place of the server's: the focus where it was, a held send made.
    useEffect(() => {
      const element = container.current;
      const from = carried.current;
      if (!Form || !from || !element) return;
      if (from.focus) {
        const control = document.getElementById(from.focus.id);
        control?.focus();
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          try {
            control.setSelectionRange(from.focus.start, from.focus.end);
          } catch {
            // Not every input type has a selection (email, number).
          }
        }
      }
      if (from.send) element.querySelector('form')?.requestSubmit();
    }, [Form]);

    if (!Form) {
      return (
        <div
          ref={container}
          className="contents"
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div ref={container} key="loaded" className="contents">
        <Form
          {...props}
          initialState={withTyped(props.initialState, carried.current?.typed ?? {})}
        />
      </div>
    );
  };
}
