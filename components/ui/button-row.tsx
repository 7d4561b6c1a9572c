import type { NavLink } from '@/content/types';
import { ButtonLink } from './button-link';

type ButtonRowProps = { actions: readonly NavLink[]; className?: string };

/** One or more calls to action on a dark panel: the first stands out, the rest are secondary. */
export function ButtonRow({ actions, className = 'mt-8 flex flex-wrap gap-3' }: ButtonRowProps) {
  if (!actions.length) return null;
  return (
    <div className={className}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.label}
          href={action.href}
          variant={index === 0 ? 'light' : 'secondary'}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
