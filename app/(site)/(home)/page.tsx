import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/metadata';
import { HomeContent } from './home-content';

export const metadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: '/' }),
  title: { absolute: `${site.name} | ${site.tagline}` },
};

export default function HomePage() {
  return <HomeContent />;
}
