import { ContactContent, contactMetadata } from './contact-content';

export const metadata = contactMetadata;

export default function ContactPage() {
  return <ContactContent />;
}
