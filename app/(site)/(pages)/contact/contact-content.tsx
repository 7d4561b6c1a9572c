import { EnquiryPrivacyNotice } from '@/components/privacy/enquiry-privacy-notice';
import { PageBanner } from '@/components/sections/page-banner';
import { OrganizationJsonLd } from '@/components/shell/organization-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { contactPage } from '@/content/contact';
import type { FormState } from '@/lib/forms/state';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { professionalServiceData } from '@/lib/structured-data';
import { ContactDetails } from './contact-details';
import { DeferredContactForm } from './deferred-contact-form';

/** The contact page's metadata, also its twin's (the form's answer without JavaScript). */
export const contactMetadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
});

/** The contact page; with `initialState`, as the answer to its form sent without JavaScript. */
export function ContactContent({ initialState }: { initialState?: FormState }) {
  return (
    <>
      <PageBanner title={contactPage.title} subtitle={contactPage.subtitle} path="/contact" />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <ContactDetails />
        <DeferredContactForm
          initialState={initialState}
          privacyNotice={<EnquiryPrivacyNotice />}
          email={site.salesEmail}
        />
      </div>
      <OrganizationJsonLd />
      <JsonLd data={professionalServiceData()} />
    </>
  );
}
