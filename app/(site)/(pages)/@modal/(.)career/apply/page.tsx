import { ApplicationDialog } from '@/app/(site)/(pages)/career/apply/application-dialog';
import { PrivacyNotice } from '@/app/(site)/(pages)/career/apply/privacy-notice';
import { allJobs } from '@/lib/cms/content';
import { positionOptions } from '@/lib/jobs';
import { site } from '@/lib/site';

export const revalidate = 60;

/** Submit General Application, from the careers page: the form as a dialog, no job chosen. */
export default async function GeneralApplicationDialog() {
  return (
    <ApplicationDialog
      position=""
      positions={positionOptions(await allJobs())}
      privacyNotice={<PrivacyNotice privacyEmail={site.privacyEmail} headingLevel="h3" />}
      email={site.hrEmail}
    />
  );
}
