import { GetStarted } from '@/components/shell/get-started';
import { buttonClasses, ButtonLink } from '@/components/ui/button-link';
import type { EnquiryService } from '@/content/enquiry';
import type { NavLink } from '@/content/types';
import { site } from '@/lib/site';

/** A call to action; one with a service opens the Get Started dialog with it chosen. */
export type ActionLink = NavLink & { service?: EnquiryService };

type ButtonRowProps = { actions: readonly ActionLink[]; className?: string };

/** One or more calls to action on a dark panel: the first stands out, the rest are secondary. */
export function ButtonRow({ actions, className = 'mt-8 flex flex-wrap gap-3' }: ButtonRowProps) {
  if (!actions.length) return null;
  return (
    <div className={className}>
      {actions.map((action, index) => {
        const variant = index === 0 ? 'light' : 'secondary';
        return action.service ? (
          <GetStarted
            key={action.label}
            link={action}
            service={action.service}
            email={site.salesEmail}
            className={buttonClasses(variant)}
          />
        ) : (
          <ButtonLink key={action.label} href={action.href} variant={variant}>
            {action.label}
          </ButtonLink>
        );
      })}
    </div>
  );
}
