'use client';

import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ComponentProps,
  type ReactNode,
} from 'react';

// The dialog, its form, the schema and react-hook-form load when a visitor first reaches for an
// Apply button, not with the page.
const loadDialog = () => import('./application-dialog');
type DialogComponent = ComponentType<
  ComponentProps<Awaited<ReturnType<typeof loadDialog>>['default']>
>;

type ApplicationDialogControls = {
  /** Opens the application dialog; `position` is the job title to preselect, '' for none. */
  open: (position: string) => void;
  preload: () => void;
};

const ApplicationContext = createContext<ApplicationDialogControls>({
  open: () => {},
  preload: () => {},
});

export function useApplicationDialog(): ApplicationDialogControls {
  return use(ApplicationContext);
}

type ApplicationDialogProviderProps = {
  privacyEmail: string;
  /** Said when the dialog's code cannot be downloaded (the visitor is offline). */
  unavailableMessage: string;
  children: ReactNode;
};

/** One application dialog for the whole page, opened from any number of Apply buttons. */
export function ApplicationDialogProvider({
  privacyEmail,
  unavailableMessage,
  children,
}: ApplicationDialogProviderProps) {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const controls = useMemo<ApplicationDialogControls>(
    () => ({
      // A failed download is reported, not thrown: the page stays usable and a retry downloads again.
      open: (job) => {
        setNotice('');
        loadDialog().then(
          (module) => {
            setDialog(() => module.default);
            setPosition(job);
          },
          () => setNotice(unavailableMessage),
        );
      },
      preload: () => void loadDialog().catch(() => undefined),
    }),
    [unavailableMessage],
  );

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), 8000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <ApplicationContext value={controls}>
      {children}
      <div role="status" className="fixed right-4 bottom-4 z-50 empty:sr-only">
        {notice ? (
          <p className="rounded-2xl bg-brand-800 px-5 py-4 font-medium text-white shadow-xl">
            {notice}
          </p>
        ) : null}
      </div>
      {Dialog ? (
        <Dialog
          open={position !== null}
          position={position ?? ''}
          privacyEmail={privacyEmail}
          onClose={() => setPosition(null)}
          onSent={(message) => {
            setPosition(null);
            setNotice(message);
          }}
        />
      ) : null}
    </ApplicationContext>
  );
}
