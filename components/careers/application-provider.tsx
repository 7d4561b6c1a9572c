'use client';

import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The dialog, its form, the schema and react-hook-form load when a visitor first reaches for an
// Apply button, not with the page.
const loadDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(loadDialog);

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

type ApplicationDialogProviderProps = { privacyEmail: string; children: ReactNode };

/** One application dialog for the whole page, opened from any number of Apply buttons. */
export function ApplicationDialogProvider({
  privacyEmail,
  children,
}: ApplicationDialogProviderProps) {
  const [position, setPosition] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [sentMessage, setSentMessage] = useState('');

  const controls = useMemo<ApplicationDialogControls>(
    () => ({
      open: (job) => {
        setSentMessage('');
        setLoaded(true);
        setPosition(job);
      },
      preload: () => void loadDialog(),
    }),
    [],
  );

  useEffect(() => {
    if (!sentMessage) return;
    const timer = setTimeout(() => setSentMessage(''), 8000);
    return () => clearTimeout(timer);
  }, [sentMessage]);

  return (
    <ApplicationContext value={controls}>
      {children}
      <div role="status" className="fixed right-4 bottom-4 z-50 empty:hidden">
        {sentMessage ? (
          <p className="rounded-2xl bg-brand-800 px-5 py-4 font-medium text-white shadow-xl">
            {sentMessage}
          </p>
        ) : null}
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <ApplicationDialog
            open={position !== null}
            position={position ?? ''}
            privacyEmail={privacyEmail}
            onClose={() => setPosition(null)}
            onSent={(message) => {
              setPosition(null);
              setSentMessage(message);
            }}
          />
        </Suspense>
      ) : null}
    </ApplicationContext>
  );
}
