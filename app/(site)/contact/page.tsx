import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { ContactContent } from './contact-content';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: '/contact',
});

export default function ContactPage() {
  return <ContactContent />;
}
