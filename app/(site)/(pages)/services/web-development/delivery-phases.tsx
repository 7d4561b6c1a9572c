import { TitledSection } from '@/components/sections/titled-section';
import { CheckList } from '@/components/ui/check-list';
import { Tabs } from '@/components/ui/tabs';
import { webDevelopmentPage as content } from '@/content/web-development';

export function DeliveryPhases() {
  const tabs = content.phases.map((phase) => ({
    id: phase.id,
    label: phase.label,
    content: (
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold text-slate-900">{phase.heading}</h3>
          <p className="mt-4 text-lg leading-8 text-slate-700">{phase.text}</p>
        </div>
        <CheckList
          items={phase.points}
          className="space-y-3 rounded-3xl bg-brand-50 p-6 text-slate-800"
        />
      </div>
    ),
  }));

  return (
    <TitledSection heading={content.phasesHeading} intro={content.phasesIntro} align="start">
      <Tabs tabs={tabs} label={content.phasesLabel} className="mt-10" />
    </TitledSection>
  );
}
