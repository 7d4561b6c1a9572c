import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Link } from './link';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-600',
  secondary:
    'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  light: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
} as const;

export type ButtonVariant = keyof typeof variants;

/** The classes of a call to action, for a link or a button that must look the same. */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors',
    variants[variant],
    className,
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A call to action styled as a button; like every internal link it does not prefetch. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
