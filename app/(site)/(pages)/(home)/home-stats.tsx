import { Reveal } from '@/components/motion/reveal';
import { getHomeStats } from '@/content/home';
import { CountUp } from './count-up';

/** Key figures that count up once when the strip scrolls into view. */
export function HomeStats() {
  const { heading, tickMs, stats } = getHomeStats();
  return (
    <Reveal as="section" id="track-record" className="bg-brand-900 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 className="sr-only">{heading}</h2>
        <dl className="grid gap-10 text-center sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2">
              <dt className="text-lg text-brand-100">{stat.label}</dt>
              <dd className="text-5xl font-extrabold tracking-tight sm:text-6xl">
                <CountUp
                  target={stat.target}
                  increment={stat.increment}
                  suffix={stat.suffix}
                  tickMs={tickMs}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Reveal>
  );
}
