import { PageBanner, type Crumb } from '@/components/sections/page-banner';
import { applicationCopy as copy } from '@/content/careers';
import type { Route } from '@/content/types';
import { allJobs } from '@/lib/cms/content';
import type { FormState } from '@/lib/forms/state';
import { positionOptions } from '@/lib/jobs';
import { site } from '@/lib/site';
import { ApplicationForm } from './application-form';
import { PrivacyNotice } from './privacy-notice';

type ApplicationPageProps = {
  /** The job title to preselect; '' for a general application. */
  position: string;
  path: Route;
  breadcrumb: readonly Crumb[];
  /** Where Cancel leads: the posting, or the list for a general application. */
  cancelHref: Route;
  /** The server's answer to the form sent without JavaScript (the page's dynamic twin). */
  initialState?: FormState;
};

/**
 * The application form as a page of its own: what a reload, a shared link or a visit without
 * JavaScript gets at /career/apply and /career/<job>/apply (from inside the site the same
 * addresses open the form as a dialog over the page).
 */
export async function ApplicationPage({
  position,
  path,
  breadcrumb,
  cancelHref,
  initialState,
}: ApplicationPageProps) {
  const title = position ? `${copy.titleFor} ${position}` : copy.title;
  return (
    <>
      <PageBanner title={title} subtitle={copy.description} breadcrumb={breadcrumb} path={path} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ApplicationForm
            position={position}
            positions={positionOptions(await allJobs())}
            privacyNotice={<PrivacyNotice privacyEmail={site.privacyEmail} headingLevel="h2" />}
            cancelHref={cancelHref}
            initialState={initialState}
            email={site.hrEmail}
          />
        </div>
      </div>
    </>
  );
}
