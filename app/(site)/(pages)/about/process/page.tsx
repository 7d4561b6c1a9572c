import { ContactBanner } from '@/components/sections/contact-banner';
import { FeatureSection } from '@/components/sections/feature-section';
import { PageBanner } from '@/components/sections/page-banner';
import { Illustration } from '@/components/ui/illustration';
import { processPage } from '@/content/process';
import { pageMetadata } from '@/lib/metadata';
import { HowWeWork } from './how-we-work';

export const metadata = pageMetadata({
  title: processPage.title,
  description: processPage.description,
  path: '/about/process',
});

export default function ProcessPage() {
  return (
    <>
      <PageBanner title={processPage.title} subtitle={processPage.subtitle} path="/about/process" />
      <HowWeWork heading={processPage.stepsHeading} />
      {processPage.principles.map((principle, index) => (
        <FeatureSection
          key={principle.title}
          title={principle.title}
          description={principle.description}
          bullets={principle.bullets}
          mediaSide={index % 2 ? 'left' : 'right'}
          media={<Illustration name={principle.illustration} />}
        />
      ))}
      <ContactBanner />
    </>
  );
}
