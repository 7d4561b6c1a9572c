import { HomeContent, homeMetadata } from './home-content';

export const metadata = homeMetadata;

export default function HomePage() {
  return <HomeContent />;
}
