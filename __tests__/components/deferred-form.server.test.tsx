/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { deferredForm } from '@/components/forms/deferred-form';

function ServerForm() {
  return (
    <form action="/api/contact" method="post">
      <input name="name" defaultValue="" />
    </form>
  );
}

describe('deferredForm on the server', () => {
  it('renders the form whole, for visitors without JavaScript and until the code comes', () => {
    const DeferredForm = deferredForm(async () => ServerForm, ServerForm);
    const html = renderToString(<DeferredForm />);
    expect(html).toContain('<form action="/api/contact" method="post">');
    expect(html).toContain('name="name"');
  });
});
