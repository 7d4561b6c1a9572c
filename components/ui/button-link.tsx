import { Link } from './link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-600',
  secondary:
    'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
} as const;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof variants };

/** A call to action styled as a button; like every internal link it does not prefetch. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
