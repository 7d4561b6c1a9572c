'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link } from '@/components/ui/link';
import { maskIcon } from '@/components/ui/mask-icon';
import type { NavItem, NavLink } from '@/content/types';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { GetStarted } from './get-started';

const ChevronDown = maskIcon('chevron-down');
const Menu = maskIcon('menu');
const X = maskIcon('x');

type SiteHeaderProps = {
  logo: ReactNode;
  items: readonly NavItem[];
  action: NavLink;
  /** The sales address, for the Get Started dialog's refused sends. */
  salesEmail: string;
};

export function SiteHeader({ logo, items, action, salesEmail }: SiteHeaderProps) {
  const pathname = usePathname();
  const [compactSentinel, compact] = useScrolledPast<HTMLDivElement>();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [prevPathname, setPrevPathname] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  if (pathname !== prevPathname) {
    setPrevPathname(pathname);
    setMobileOpen(false);
    setOpenMenu(null);
  }

  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen && openMenu === null) {
      setMobileOpen(false);
      menuButton.current?.focus();
    }
  };

  return (
    <>
      {/* Compact after more than 50 px of scroll: the moment this 50 px strip leaves the screen. */}
      <div
        ref={compactSentinel}
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 h-[50px] w-px"
      />
      <header
        data-compact={compact || undefined}
        className="fixed inset-x-0 top-0 z-40 px-0 transition-[padding] duration-300 data-compact:px-3 data-compact:pt-3"
      >
        <div className="header-row mx-auto flex max-w-7xl items-center justify-between gap-4 bg-white/95 px-4 py-3 shadow-sm backdrop-blur transition-all duration-300 in-data-compact:max-w-6xl in-data-compact:rounded-full in-data-compact:px-5 in-data-compact:py-2 in-data-compact:shadow-lg sm:px-6">
          {/* Named by the company name it shows (WCAG 2.5.3, label in name), then where it goes.
              As tall as the row's other targets, so the row does not grow when they arrive. */}
          <Link href="/" className="flex min-h-11 shrink-0 items-center rounded-md">
            {logo}
            <span className="sr-only">home page</span>
          </Link>
          <nav aria-label="Main" className="lg:flex-1" onKeyDown={onNavKeyDown}>
            <button
              ref={menuButton}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 lg:hidden"
              aria-expanded={mobileOpen}
              aria-controls={menuId}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="sr-only">Menu</span>
            </button>
            <ul
              id={menuId}
              className={clsx(
                mobileOpen ? 'flex' : 'hidden',
                'absolute inset-x-3 top-full mt-2 max-h-[calc(100dvh-6rem)] flex-col gap-1 overflow-y-auto rounded-2xl bg-white p-3 shadow-xl lg:static lg:m-0 lg:flex lg:max-h-none lg:flex-row lg:items-center lg:justify-center lg:gap-0 lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none',
              )}
            >
              {items.map((item) =>
                item.children?.length ? (
                  <DisclosureItem
                    key={item.label}
                    item={item}
                    pathname={pathname}
                    open={openMenu === item.label}
                    onOpenChange={(open) =>
                      setOpenMenu((current) =>
                        open ? item.label : current === item.label ? null : current,
                      )
                    }
                  />
                ) : (
                  <li key={item.label}>
                    <NavAnchor link={item} pathname={pathname} />
                  </li>
                ),
              )}
              <li className="mt-2 lg:hidden">
                <GetStarted
                  link={action}
                  email={salesEmail}
                  className="flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                />
              </li>
            </ul>
          </nav>
          <GetStarted
            link={action}
            email={salesEmail}
            className="hidden min-h-11 shrink-0 items-center rounded-full bg-brand-700 px-5 font-semibold text-white transition-colors hover:bg-brand-800 lg:inline-flex"
          />
          {/* The row is complete: its centred links may be drawn (globals.css, .header-row). */}
          <span hidden className="header-row-end" />
        </div>
      </header>
    </>
  );
}

const linkClasses =
  'flex min-h-11 items-center rounded-full px-3 font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';

function NavAnchor({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <Link
      href={link.href}
      className={linkClasses}
      aria-current={link.href === pathname ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );
}

type DisclosureItemProps = {
  item: NavItem;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** WAI-ARIA disclosure navigation: a top-level link plus a button that shows its submenu. */
function DisclosureItem({ item, pathname, open, onOpenChange }: DisclosureItemProps) {
  const submenuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const lastPointer = useRef<string>('mouse');

  // A mouse that hovers in opens the menu; its click on the toggle a moment later must not
  // close it again, so the first click after a hover-open keeps it open.
  // Only a mouse over the desktop bar opens and closes by hovering.
  const openedByHover = useRef(false);
  const isDesktopHover = (event: PointerEvent) =>
    event.pointerType === 'mouse' && window.matchMedia('(min-width: 64rem)').matches;
  const onPointerEnter = (event: PointerEvent) => {
    if (!isDesktopHover(event)) return;
    openedByHover.current = !open;
    onOpenChange(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (isDesktopHover(event)) onOpenChange(false);
  };
  // On touch the first tap on the parent opens its submenu; a second tap follows the link.
  const onParentClick = (event: MouseEvent) => {
    if (lastPointer.current !== 'mouse' && lastPointer.current !== '' && !open) {
      event.preventDefault();
      onOpenChange(true);
    }
  };
  // Escape closes the submenu wherever the focus is, so one opened by hovering is dismissed with
  // the pointer still on it (WCAG 1.4.13); focus inside it returns to the toggle. It opens again
  // when the pointer comes back.
  const listItem = useRef<HTMLLIElement>(null);
  const closeOnEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    onOpenChange(false);
    if (listItem.current?.contains(document.activeElement)) toggle.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [open]);
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onOpenChange(false);
    }
  };
  const childActive = item.children?.some((child) => child.href === pathname);

  return (
    <li
      ref={listItem}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <div className="flex items-center">
        <Link
          href={item.href}
          className={clsx(linkClasses, 'pr-1 data-child-active:text-brand-700')}
          data-child-active={childActive || undefined}
          aria-current={item.href === pathname ? 'page' : undefined}
          onPointerDown={(event) => {
            lastPointer.current = event.pointerType;
          }}
          onKeyDown={() => {
            lastPointer.current = '';
          }}
          onClick={onParentClick}
        >
          {item.label}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-brand-50 hover:text-brand-800 lg:size-8"
          aria-expanded={open}
          aria-controls={submenuId}
          onClick={(event) => {
            const keepOpen = open && openedByHover.current && event.detail > 0;
            openedByHover.current = false;
            if (!keepOpen) onOpenChange(!open);
          }}
        >
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', open && 'rotate-180')}
          />
          <span className="sr-only">{item.label} pages</span>
        </button>
      </div>
      <ul
        id={submenuId}
        hidden={!open}
        className="ml-4 border-l border-slate-200 pl-2 lg:absolute lg:top-full lg:left-0 lg:ml-0 lg:min-w-56 lg:rounded-2xl lg:border lg:bg-white lg:p-2 lg:shadow-xl"
      >
        {item.children?.map((child) => (
          <li key={child.href + child.label}>
            <NavAnchor link={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </li>
  );
}
