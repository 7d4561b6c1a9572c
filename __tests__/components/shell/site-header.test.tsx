/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/shell/site-header';
import type { NavItem, NavLink } from '@/content/types';
import {
  installIntersectionObserver,
  liveObserverCount,
  scrollIntoView,
  scrollOutOfView,
} from '../../support/intersection-observer';

let mockPathname = '/contact';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const items: readonly NavItem[] = [
  {
    label: 'About',
    href: '/about/process',
    children: [
      { label: 'Team', href: '/about/team' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  { label: 'Portfolio', href: '/portfolio' },
];
const action: NavLink = { label: 'Get Started', href: '/career' };

beforeAll(() => {
  installIntersectionObserver();
  // jsdom has neither matchMedia nor PointerEvent.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      media: query,
      matches: false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    }),
  });
  if (typeof window.PointerEvent === 'undefined') {
    class TestPointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? '';
      }
    }
    Object.defineProperty(window, 'PointerEvent', {
      configurable: true,
      writable: true,
      value: TestPointerEvent,
    });
  }
});

beforeEach(() => {
  mockPathname = '/contact';
});

const header = () => (
  <SiteHeader
    logo={<span>Acme</span>}
    items={items}
    action={action}
    salesEmail="sales@example.com"
  />
);

function renderHeader() {
  const user = userEvent.setup();
  const view = render(header());
  const toggle = screen.getByRole('button', { name: 'About pages' });
  const submenuId = toggle.getAttribute('aria-controls');
  const submenu = submenuId ? document.getElementById(submenuId) : null;
  if (!submenu) throw new Error('the toggle does not control a submenu');
  return { user, toggle, submenu, ...view };
}

/**
 * Clicks and reports whether the page's handlers prevented the default (navigation). The
 * listener on document runs after React's; it then cancels navigation, which jsdom lacks.
 */
function clickReportingDefaultPrevented(element: Element): boolean {
  let prevented: boolean | undefined;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  try {
    fireEvent.click(element);
  } finally {
    document.removeEventListener('click', listener);
  }
  if (prevented === undefined) throw new Error('the click did not reach the document');
  return prevented;
}

describe('SiteHeader', () => {
  describe('current page', () => {
    it('marks the link to the current page with aria-current="page"', () => {
      renderHeader();
      const contact = screen.getByRole('link', { name: 'Contact', hidden: true });
      expect(contact).toHaveAttribute('aria-current', 'page');
    });

    it('does not mark links to other pages', () => {
      renderHeader();
      expect(screen.getByRole('link', { name: 'Team', hidden: true })).not.toHaveAttribute(
        'aria-current',
      );
      expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute('aria-current');
    });

    it('marks a top-level link when it is the current page', () => {
      mockPathname = '/portfolio';
      renderHeader();
      expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(screen.getByRole('link', { name: 'Contact', hidden: true })).not.toHaveAttribute(
        'aria-current',
      );
    });
  });

  describe('submenu disclosure', () => {
    it('starts closed: the toggle is collapsed and the submenu hidden', () => {
      const { toggle, submenu } = renderHeader();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(submenu).not.toBeVisible();
      expect(screen.queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    });

    it('opens and closes on click', async () => {
      const { user, toggle, submenu } = renderHeader();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(submenu).toBeVisible();
      expect(within(submenu).getByRole('link', { name: 'Team' })).toHaveAttribute(
        'href',
        '/about/team',
      );
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(submenu).not.toBeVisible();
    });

    it('opens with Enter and closes with Space on the toggle', async () => {
      const { user, toggle, submenu } = renderHeader();
      toggle.focus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(submenu).toBeVisible();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(submenu).not.toBeVisible();
      await user.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on Escape inside the submenu and returns focus to the toggle', async () => {
      const { user, toggle, submenu } = renderHeader();
      await user.click(toggle);
      await user.tab();
      expect(within(submenu).getByRole('link', { name: 'Team' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(submenu).not.toBeVisible();
      expect(toggle).toHaveFocus();
    });

    it('stays open while focus moves within the item', async () => {
      const { user, toggle } = renderHeader();
      await user.click(toggle);
      await user.tab({ shift: true });
      expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes when focus leaves the item (tabbing past the last link)', async () => {
      const { user, toggle, submenu } = renderHeader();
      await user.click(toggle);
      await user.tab();
      await user.tab();
      expect(within(submenu).getByRole('link', { name: 'Contact' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(submenu).not.toBeVisible();
    });
  });

  describe('mobile menu', () => {
    it('toggles aria-expanded on the Menu button, which controls the list of links', async () => {
      const { user } = renderHeader();
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      const listId = menu.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      const list = document.getElementById(listId ?? '');
      expect(list).not.toBeNull();
      expect(list).toContainElement(screen.getByRole('link', { name: 'Portfolio' }));
      await user.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      await user.click(menu);
      expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    it('Escape closes an open submenu first, then the mobile menu, returning focus each time', async () => {
      const { user, toggle } = renderHeader();
      const menu = screen.getByRole('button', { name: 'Menu' });
      await user.click(menu);
      await user.click(toggle);
      await user.tab();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveFocus();
    });

    it('closes the mobile menu and submenu after navigating to another page', async () => {
      const { user, toggle, rerender } = renderHeader();
      const menu = screen.getByRole('button', { name: 'Menu' });
      await user.click(menu);
      await user.click(toggle);
      mockPathname = '/portfolio';
      rerender(header());
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('touch on the parent link', () => {
    it('first tap opens the submenu instead of navigating; a second tap follows the link', () => {
      const { toggle, submenu } = renderHeader();
      const about = screen.getByRole('link', { name: 'About' });
      fireEvent.pointerDown(about, { pointerType: 'touch' });
      expect(clickReportingDefaultPrevented(about)).toBe(true);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(submenu).toBeVisible();

      fireEvent.pointerDown(about, { pointerType: 'touch' });
      expect(clickReportingDefaultPrevented(about)).toBe(false);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    it('lets a mouse click on the parent link navigate straight away', () => {
      const { toggle } = renderHeader();
      const about = screen.getByRole('link', { name: 'About' });
      fireEvent.pointerDown(about, { pointerType: 'mouse' });
      expect(clickReportingDefaultPrevented(about)).toBe(false);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('lets Enter on the parent link navigate even after an earlier tap', async () => {
      const { user, toggle } = renderHeader();
      const about = screen.getByRole('link', { name: 'About' });
      fireEvent.pointerDown(about, { pointerType: 'touch' });
      about.focus();
      let prevented: boolean | undefined;
      const listener = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', listener);
      await user.keyboard('{Enter}');
      document.removeEventListener('click', listener);
      expect(prevented).toBe(false);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('compact header', () => {
    it('turns compact once the 50 px strip at the top of the page has left the screen, and back', () => {
      const { unmount } = renderHeader();
      const header = screen.getByRole('banner');
      const strip = header.previousElementSibling as HTMLElement;
      expect(strip).toHaveClass('absolute', 'top-0', 'h-[50px]');
      expect(header).not.toHaveAttribute('data-compact');
      scrollOutOfView(strip);
      expect(header).toHaveAttribute('data-compact', 'true');
      scrollIntoView(strip);
      expect(header).not.toHaveAttribute('data-compact');
      unmount();
      expect(liveObserverCount()).toBe(0);
    });
  });
});
