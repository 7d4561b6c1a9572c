import { applicationCopy } from '@/content/careers';
import { careersPage } from '@/content/jobs';
import type { FormState } from '@/lib/forms/state';
import { ApplicationPage } from './application-page';

/**
 * The general application page; with `initialState`, as the answer to the form sent without
 * JavaScript.
 */
export function GeneralApplication({ initialState }: { initialState?: FormState }) {
  return (
    <ApplicationPage
      position=""
      path="/career/apply"
      breadcrumb={[
        { name: careersPage.breadcrumb, href: '/career' },
        { name: applicationCopy.title },
      ]}
      cancelHref="/career"
      initialState={initialState}
    />
  );
}
