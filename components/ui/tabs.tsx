'use client';

import { clsx } from 'clsx';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Project phases'. */
  label: string;
  /** The tab selected at first; the first tab when omitted. */
  defaultTabId?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the selection and the
 * focus together, and only the selected tab is in the tab order. Every panel is rendered on the
 * server and the inactive ones are `hidden`, so all the text is in the HTML.
 */
export function Tabs({ tabs, label, defaultTabId, className = '' }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(defaultTabId ?? tabs[0]?.id);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelectedId(tab.id);
    document.getElementById(tabId(tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        // One row that scrolls sideways when the tabs are wider than the screen (phones), rather
        // than wrapping into a block where the selected tab's underline no longer reads as one.
        className="flex [scrollbar-width:thin] gap-2 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'min-h-11 shrink-0 border-b-4 px-5 py-2 text-base font-semibold whitespace-nowrap transition-colors focus-visible:outline-offset-[-3px]',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-700 hover:border-brand-200 hover:text-brand-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="pt-8"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
