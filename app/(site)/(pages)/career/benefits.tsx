import { IconCardGrid } from '@/components/sections/icon-card-grid';
import {
  GraduationCap,
  HeartPulse,
  Sunrise,
  Trophy,
  type IconComponent,
} from '@/components/ui/icons';
import { careersPage } from '@/content/jobs';

const icons: Record<(typeof careersPage.why.benefits)[number]['title'], IconComponent> = {
  'Health & Wellness': HeartPulse,
  'Growth & Learning': GraduationCap,
  'Work-Life Balance': Sunrise,
  'Equity & Rewards': Trophy,
};

/** 'Why Work With Us?': the four benefits. */
export function Benefits() {
  const { why } = careersPage;
  return (
    <IconCardGrid
      id="why-work-with-us"
      heading={why.heading}
      intro={why.intro}
      columns={4}
      cards={why.benefits.map((benefit) => ({ ...benefit, Icon: icons[benefit.title] }))}
    />
  );
}
