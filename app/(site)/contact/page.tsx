import { PageBanner } from '@/components/sections/page-banner';
import { JsonLd } from '@/components/ui/json-ld';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { professionalServiceData } from '@/lib/structured-data';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageBanner title={contactPage.title} subtitle={contactPage.subtitle} path="/contact" />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <ContactDetails />
        <ContactForm />
      </div>
      <JsonLd data={professionalServiceData()} />
    </>
  );
}
