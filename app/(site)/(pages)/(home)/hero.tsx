import { ButtonLink } from '@/components/ui/button-link';
import { hero } from '@/content/home';
import { HeroArt } from './hero-art';

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white pt-28 pb-16 sm:pt-36 sm:pb-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-700">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="secondary">
              {hero.secondary.label}
              <span className="sr-only"> {hero.secondary.context}</span>
            </ButtonLink>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}
