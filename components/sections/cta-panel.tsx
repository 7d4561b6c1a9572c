import { Reveal } from '../motion/reveal';
import { ButtonRow, type ActionLink } from './button-row';

type CtaPanelProps = { heading: string; text: string; actions: readonly ActionLink[] };

/** A page's closing call to action: a heading, one line and one or two buttons. */
export function CtaPanel({ heading, text, actions }: CtaPanelProps) {
  return (
    <Reveal as="section" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl bg-brand-900 px-8 py-12 text-center text-white sm:px-12 sm:py-16">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <ButtonRow actions={actions} className="mt-8 flex flex-wrap justify-center gap-3" />
      </div>
    </Reveal>
  );
}
