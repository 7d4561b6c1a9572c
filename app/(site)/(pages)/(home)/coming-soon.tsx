import { NoticeTranslations } from '@/components/privacy/notice-translations';
import { Logo } from '@/components/shell/logo';
import { Mail } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { getLaunchSection } from '@/content/launch';
import { notifyNoticeTranslations } from '@/content/privacy-notices';
import type { FormState } from '@/lib/forms/state';
import { site } from '@/lib/site';
import { Countdown } from './countdown';
import { NotifyForm } from './notify-form';

/** The launch section; `notifyState` is the answer to Notify Me sent without JavaScript. */
export function ComingSoon({ notifyState }: { notifyState?: FormState }) {
  const launch = getLaunchSection();
  return (
    <section aria-labelledby="launch-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-3xl border border-brand-200 bg-brand-50 px-5 py-10 text-center sm:px-10 sm:py-14">
        <div className="flex justify-center">
          <Logo name={site.name} />
        </div>
        <SectionHeading
          id="launch-heading"
          eyebrow={launch.eyebrow}
          heading={launch.heading}
          intro={launch.text}
          className="mt-6"
        />
        <div className="mt-8">
          <Countdown launchAt={site.launchAt} label={launch.countdownLabel} units={launch.units} />
        </div>
        <p className="mt-6 text-lg font-bold text-brand-800">{launch.launchLine}</p>
        <NotifyForm
          copy={launch.form}
          initialState={notifyState}
          email={site.salesEmail}
          privacyTranslations={<NoticeTranslations translations={notifyNoticeTranslations} />}
        />
        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-2 text-slate-700">
          {launch.contactLead}
          <a
            href={`mailto:${site.salesEmail}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.salesEmail}
          </a>
        </p>
      </div>
    </section>
  );
}
