import { clsx } from 'clsx';
import type { IconComponent } from '@/components/ui/icons';

type IconBadgeProps = {
  Icon: IconComponent;
  /** White on the brand colour; by default the brand colour on its palest tint. */
  solid?: boolean;
};

/** The icon that leads a card, on a rounded square. */
export function IconBadge({ Icon, solid = false }: IconBadgeProps) {
  return (
    <span
      className={clsx(
        'flex size-12 items-center justify-center rounded-2xl',
        solid ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
