import type { IconComponent } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { IconBadge } from '../ui/icon-badge';
import { TitledSection } from './titled-section';

type IconCard = { title: string; text: string; Icon: IconComponent };

type IconCardGridProps = {
  heading: string;
  intro: string;
  cards: readonly IconCard[];
  /** Cards per row on large screens. */
  columns?: 3 | 4;
  id?: string;
  /** A full-width band around the section (see TitledSection). */
  band?: string;
};

/** A titled section of cards, each with an icon, a heading and a short text. */
export function IconCardGrid({ cards, columns = 3, ...section }: IconCardGridProps) {
  return (
    <TitledSection {...section}>
      <ul
        className={cn(
          'mt-12 grid gap-6 sm:grid-cols-2',
          columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {cards.map(({ title, text, Icon }) => (
          <li
            key={title}
            className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <IconBadge Icon={Icon} />
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
