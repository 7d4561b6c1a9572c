import { Hero } from '@/components/home/hero';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = {
  ...pageMetadata({ title: site.name, description: site.description, path: '/' }),
  title: { absolute: `${site.name} | ${site.tagline}` },
};

export default function HomePage() {
  return <Hero />;
}
