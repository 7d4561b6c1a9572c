import { applicationCopy } from '@/content/careers';
import { pageMetadata } from '@/lib/metadata';
import { GeneralApplication } from './general-application';

// The position list follows the jobs' closing dates, as the job pages do.
export const revalidate = 60;

export const metadata = pageMetadata({
  title: applicationCopy.title,
  description: applicationCopy.generalDescription,
  path: '/career/apply',
});

/** A general application: no job preselected. */
export default function GeneralApplicationPage() {
  return <GeneralApplication />;
}
