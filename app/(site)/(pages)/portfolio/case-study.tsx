import { Reveal } from '@/components/motion/reveal';
import { CheckList } from '@/components/ui/check-list';
import { Illustration } from '@/components/ui/illustration';
import { portfolioPage, type CaseStudy as CaseStudyData } from '@/content/portfolio';
import { cn } from '@/lib/cn';

type CaseStudyProps = { study: CaseStudyData; artSide: 'left' | 'right' };

export function CaseStudy({ study, artSide }: CaseStudyProps) {
  const { labels } = portfolioPage;
  return (
    <Reveal
      as="article"
      id={study.id}
      className="near-screen scroll-mt-24 py-14 [--placeholder:95rem] first:pt-0 sm:[--placeholder:72rem] lg:[--placeholder:40rem]"
    >
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className={artSide === 'left' ? 'lg:order-2' : undefined}>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {study.industry}
          </p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{study.title}</h2>
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-900">{labels.client}</dt>
            <dd>{study.client}</dd>
            <dt className="font-semibold text-slate-900">{labels.duration}</dt>
            <dd>{study.duration}</dd>
          </dl>
          <h3 className="mt-6 text-lg font-bold text-slate-900">{labels.challenge}</h3>
          <p className="mt-2 leading-7 text-slate-700">{study.challenge}</p>
          <h3 className="mt-6 text-lg font-bold text-slate-900">{labels.built}</h3>
          <p className="mt-2 leading-7 text-slate-700">{study.solution}</p>
          <CheckList items={study.built} className="mt-3 space-y-2" />
          <h3 className="mt-6 text-lg font-bold text-slate-900">{labels.stack}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {study.stack.map((tech) => (
              <li
                key={tech}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {tech}
              </li>
            ))}
          </ul>
        </div>
        <div className={cn('space-y-6', artSide === 'left' && 'lg:order-1')}>
          <Illustration name={`case-study-${study.art}`} />
          <div className="rounded-3xl bg-brand-900 p-6 text-white">
            <h3 className="text-lg font-bold">{labels.outcome}</h3>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {study.outcomes.map((outcome) => (
                <div key={outcome.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-brand-100">{outcome.label}</dt>
                  <dd className="text-xl font-extrabold">{outcome.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </Reveal>
  );
}
