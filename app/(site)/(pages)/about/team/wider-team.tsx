import { Reveal } from '@/components/motion/reveal';
import { ButtonLink } from '@/components/ui/button-link';
import { Users } from '@/components/ui/icons';
import { teamPage } from '@/content/leaders';

export function WiderTeam() {
  const { wider } = teamPage;
  return (
    <Reveal as="section" id="team" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {wider.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700">{wider.text}</p>
          <ButtonLink href={wider.action.href} variant="secondary" className="mt-8">
            {wider.action.label}
          </ButtonLink>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {wider.disciplines.map((discipline) => (
            <li
              key={discipline}
              className="flex items-center gap-3 rounded-2xl bg-white p-4 font-semibold text-slate-800 shadow-sm"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Users aria-hidden="true" className="size-5" />
              </span>
              {discipline}
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
