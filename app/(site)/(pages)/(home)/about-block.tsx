import { Reveal } from '@/components/motion/reveal';
import { LocalImage } from '@/components/ui/local-image';
import { getAboutBlock } from '@/content/home';

/** Who the company is, with an illustration and its key figures. */
export function AboutBlock() {
  const { eyebrow, heading, paragraphs, image, figuresLabel, figures } = getAboutBlock();
  return (
    <Reveal as="section" id="about" className="bg-brand-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <LocalImage image={image} className="mx-auto h-auto w-full max-w-xl" />
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
          <h3 className="sr-only">{figuresLabel}</h3>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse gap-1 rounded-2xl bg-white p-5 shadow-sm"
              >
                <dt className="text-slate-700">{figure.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Reveal>
  );
}
