import type { ComponentProps } from 'react';
import { Check, type IconComponent } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly string[];
  /** The mark before each item: a check unless the list says otherwise (awards, key points). */
  icon?: IconComponent;
  /** Smaller marks, closer to their text, for the lists inside cards. */
  compact?: boolean;
};

/** A list whose items each follow a mark in the brand colour. */
export function CheckList({
  items,
  icon: Icon = Check,
  compact = false,
  className,
  ...props
}: CheckListProps) {
  return (
    <ul className={cn('text-slate-700', className)} {...props}>
      {items.map((item) => (
        <li key={item} className={compact ? 'flex gap-2' : 'flex gap-3'}>
          <Icon
            aria-hidden="true"
            className={cn('mt-1 shrink-0 text-brand-700', compact ? 'size-4' : 'size-5')}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
