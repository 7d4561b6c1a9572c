/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { loadDraft, saveDraft } from '@/lib/drafts';
import { useDraft } from '@/lib/hooks/use-draft';

type Values = { name: string; message: string };
const empty: Values = { name: '', message: '' };

/** A form starting from `defaultValues`, its draft kept under 'contact'. */
function renderDraftForm(defaultValues: Values, restore: boolean) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues });
    useDraft('contact', form, restore);
    return form;
  });
}

afterEach(() => {
  sessionStorage.clear();
});

describe('useDraft', () => {
  it('fills a fresh form with the draft kept for it', () => {
    saveDraft('contact', { name: 'Asha', message: 'Hello' });
    const { result } = renderDraftForm(empty, true);
    expect(result.current.getValues()).toEqual({ name: 'Asha', message: 'Hello' });
  });

  it('keeps what is typed as the draft, and drops the draft once every field is empty', () => {
    const { result } = renderDraftForm(empty, true);
    expect(loadDraft('contact')).toBeNull();
    act(() => result.current.setValue('message', 'Half a thought'));
    expect(loadDraft('contact')).toEqual({ name: '', message: 'Half a thought' });
    act(() => result.current.setValue('message', ''));
    expect(loadDraft('contact')).toBeNull();
  });

  it('keeps the values a form starts from (typed before its code came) as the draft at once', () => {
    saveDraft('contact', { name: 'An older draft', message: '' });
    const { result } = renderDraftForm({ name: 'Priya Shah', message: 'Half a thought' }, false);
    expect(result.current.getValues()).toEqual({ name: 'Priya Shah', message: 'Half a thought' });
    expect(loadDraft('contact')).toEqual({ name: 'Priya Shah', message: 'Half a thought' });
  });

  it('leaves a draft alone when the form starts empty from the server’s answer (a send that went)', () => {
    saveDraft('contact', { name: 'Asha', message: 'Another enquiry' });
    const { result } = renderDraftForm(empty, false);
    expect(result.current.getValues()).toEqual(empty);
    expect(loadDraft('contact')).toEqual({ name: 'Asha', message: 'Another enquiry' });
  });
});
