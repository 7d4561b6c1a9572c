import { HomeContent, homeMetadata } from './home-content';

// From the CMS: revalidated when an editor publishes (lib/cms/revalidate.ts); on an instance other
// than the editor's (several behind a load balancer), within a minute.
export const revalidate = 60;

export const metadata = homeMetadata;

export default function HomePage() {
  return <HomeContent />;
}
