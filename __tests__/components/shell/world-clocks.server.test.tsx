import { renderToString } from 'react-dom/server';
import { WorldClocks } from '@/components/shell/world-clocks';
import { worldClockCities } from '@/content/shell';

// Runs in the node environment: this is what the server sends before hydration.
describe('WorldClocks on the server', () => {
  const html = () => renderToString(<WorldClocks cities={worldClockCities} />);

  it('renders a placeholder instead of a time for each of the five cities', () => {
    expect(worldClockCities).toHaveLength(5);
    const markup = html();
    expect(markup.match(/--:--:--/g)).toHaveLength(5);
    for (const { city } of worldClockCities) expect(markup).toContain(city);
  });

  it('renders no time at all, so the markup does not depend on when it was rendered', () => {
    const markup = html();
    expect(markup).not.toContain('<time');
    expect(markup).not.toMatch(/\d{2}:\d{2}:\d{2}/);
  });
});
