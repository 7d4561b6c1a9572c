import type { ReactNode } from 'react';
import { ArrowLeft } from '@/components/ui/icons';
import type { Route } from '@/content/types';
import { cn } from '@/lib/cn';
import { Link } from './link';

/** The way back from a detail page to the list it belongs to ('All open positions'). */
export function BackLink({
  href,
  className,
  children,
}: {
  href: Route;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
