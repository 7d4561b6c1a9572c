import type { NavLink } from '@/content/types';
import { isLive } from '@/content/pages';
import { ButtonLink } from './button-link';

type ButtonRowProps = { actions: readonly NavLink[]; className?: string };

/** One or more calls to action on a dark panel: the first stands out, the rest are secondary.
 *  Actions whose page is not built yet are left out, so no button leads to a 404. */
export function ButtonRow({ actions, className = 'mt-8 flex flex-wrap gap-3' }: ButtonRowProps) {
  const shown = actions.filter((action) => isLive(action.href));
  if (!shown.length) return null;
  return (
    <div className={className}>
      {shown.map((action, index) => (
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
