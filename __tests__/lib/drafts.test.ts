/** @jest-environment jsdom */
import {
  clearDraft,
  DRAFT_PREFIX,
  hasUnsentDrafts,
  hasUnsentInput,
  loadDraft,
  saveDraft,
} from '@/lib/drafts';

afterEach(() => {
  sessionStorage.clear();
});

describe('saveDraft', () => {
  it('stores the values under the draft prefix when a field has text', () => {
    saveDraft('contact', { name: 'Asha', message: '' });
    expect(DRAFT_PREFIX).toBe('draft:');
    expect(JSON.parse(sessionStorage.getItem('draft:contact') ?? 'null')).toEqual({
      name: 'Asha',
      message: '',
    });
  });

  it('stores nothing when every text field is blank', () => {
    saveDraft('contact', { name: '', message: '   \n\t' });
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
    expect(sessionStorage).toHaveLength(0);
  });

  it('does not count non-text values (checkboxes, numbers, files) as input', () => {
    saveDraft('apply', { consent: true, experience: 3, resume: null, name: ' ' });
    expect(sessionStorage.getItem('draft:apply')).toBeNull();
  });

  it('removes an existing draft once the fields are emptied again', () => {
    saveDraft('contact', { message: 'Hello' });
    expect(sessionStorage.getItem('draft:contact')).not.toBeNull();
    saveDraft('contact', { message: '' });
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
  });

  it('keeps drafts of different forms apart', () => {
    saveDraft('contact', { message: 'Hello' });
    saveDraft('apply', { name: 'Ravi' });
    saveDraft('contact', { message: '' });
    expect(sessionStorage.getItem('draft:contact')).toBeNull();
    expect(loadDraft('apply')).toEqual({ name: 'Ravi' });
  });
});

describe('loadDraft', () => {
  it('returns what was saved', () => {
    const values = { name: 'Asha', email: 'asha@example.com', consent: true, experience: 4 };
    saveDraft('apply', values);
    expect(loadDraft<typeof values>('apply')).toEqual(values);
  });

  it('returns null when there is no draft', () => {
    expect(loadDraft('contact')).toBeNull();
  });

  it('returns null instead of throwing when the stored JSON is corrupt', () => {
    sessionStorage.setItem('draft:contact', '{"name": "As');
    expect(() => loadDraft('contact')).not.toThrow();
    expect(loadDraft('contact')).toBeNull();
  });

  it('returns null when the stored value is valid JSON but not an object', () => {
    sessionStorage.setItem('draft:a', 'null');
    sessionStorage.setItem('draft:b', '42');
    sessionStorage.setItem('draft:c', '"text"');
    expect(loadDraft('a')).toBeNull();
    expect(loadDraft('b')).toBeNull();
    expect(loadDraft('c')).toBeNull();
  });

  it('does not read keys without the prefix', () => {
    sessionStorage.setItem('contact', JSON.stringify({ name: 'Asha' }));
    expect(loadDraft('contact')).toBeNull();
  });
});

describe('hasUnsentDrafts', () => {
  it('is false with empty storage', () => {
    expect(hasUnsentDrafts()).toBe(false);
  });

  it('ignores keys that do not start with the prefix', () => {
    sessionStorage.setItem('motion-paused', '1');
    sessionStorage.setItem('contact', '{"name":"Asha"}');
    sessionStorage.setItem('my-draft:contact', '{"name":"Asha"}');
    expect(hasUnsentDrafts()).toBe(false);
  });

  it('is true when any prefixed key exists, among other keys', () => {
    sessionStorage.setItem('motion-paused', '1');
    saveDraft('contact', { message: 'Hello' });
    sessionStorage.setItem('zzz', '1');
    expect(hasUnsentDrafts()).toBe(true);
  });
});

describe('hasUnsentInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is false with no draft and no form typed into', () => {
    document.body.innerHTML = '<form method="post"><input name="name" value=""></form>';
    expect(hasUnsentInput()).toBe(false);
  });

  it('is true with a draft kept', () => {
    saveDraft('contact', { message: 'Hello' });
    expect(hasUnsentInput()).toBe(true);
  });

  it('is true with text typed into a form’s server HTML and no draft', () => {
    document.body.innerHTML = '<form method="post"><input name="name" value=""></form>';
    document.querySelector('input')!.value = 'Asha';
    expect(hasUnsentDrafts()).toBe(false);
    expect(hasUnsentInput()).toBe(true);
  });
});

describe('clearDraft', () => {
  it('removes only that form’s draft', () => {
    saveDraft('contact', { message: 'Hello' });
    saveDraft('apply', { name: 'Ravi' });
    clearDraft('contact');
    expect(loadDraft('contact')).toBeNull();
    expect(loadDraft('apply')).toEqual({ name: 'Ravi' });
    expect(hasUnsentDrafts()).toBe(true);
    clearDraft('apply');
    expect(hasUnsentDrafts()).toBe(false);
  });

  it('does nothing when there is no draft', () => {
    expect(() => clearDraft('missing')).not.toThrow();
    expect(sessionStorage).toHaveLength(0);
  });
});

describe('when sessionStorage is unavailable', () => {
  it('saves nothing, loads null and reports no drafts without throwing', () => {
    const getter = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => saveDraft('contact', { message: 'Hello' })).not.toThrow();
    expect(loadDraft('contact')).toBeNull();
    expect(hasUnsentDrafts()).toBe(false);
    expect(() => clearDraft('contact')).not.toThrow();
    getter.mockRestore();
    expect(sessionStorage).toHaveLength(0);
  });
});
