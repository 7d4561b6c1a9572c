/** @jest-environment jsdom */
import { changedValue, hasInput, hasTypedInput, typedInto } from '@/lib/forms/typed';

/** A form as the server renders it, its fields holding their starting values. */
function serverForm(method: 'post' | 'get' = 'post'): HTMLFormElement {
  const form = document.createElement('form');
  form.method = method;
  form.innerHTML = `
    <input name="name" value="">
    <input name="email" type="email" value="asha@example.com">
    <input name="website" type="hidden" value="">
    <input name="consent" type="checkbox">
    <textarea name="message">Hello</textarea>
    <select name="service"><option value="">Choose</option><option value="web">Web</option></select>
    <select name="timeline"><option value="soon">Soon</option><option value="later" selected>Later</option></select>`;
  document.body.append(form);
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as unknown as T;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hasInput', () => {
  it('is true only when a string value holds more than blanks', () => {
    expect(hasInput({ name: 'Asha' })).toBe(true);
    expect(hasInput({ name: ' \n', message: '' })).toBe(false);
    expect(hasInput({ count: 3, accepted: true, resume: {} })).toBe(false);
  });
});

describe('changedValue', () => {
  it('is undefined for every field still holding the server’s value', () => {
    const form = serverForm();
    for (const control of form.elements) expect(changedValue(control)).toBeUndefined();
  });

  it('gives the value of a text field, a textarea and a select the visitor changed', () => {
    const form = serverForm();
    field<HTMLInputElement>(form, 'name').value = 'Asha';
    field<HTMLTextAreaElement>(form, 'message').value = '';
    field<HTMLSelectElement>(form, 'service').value = 'web';
    field<HTMLSelectElement>(form, 'timeline').value = 'soon';
    expect(typedInto(form)).toEqual({
      name: 'Asha',
      message: '',
      service: 'web',
      timeline: 'soon',
    });
  });

  it('never counts hidden fields or checkboxes as typed', () => {
    const form = serverForm();
    field<HTMLInputElement>(form, 'website').value = 'spam';
    field<HTMLInputElement>(form, 'consent').checked = true;
    expect(typedInto(form)).toEqual({});
  });
});

describe('hasTypedInput', () => {
  it('is false for a page whose forms are as the server sent them', () => {
    serverForm();
    expect(hasTypedInput()).toBe(false);
  });

  it('is true once text is typed into a form that posts', () => {
    const form = serverForm();
    field<HTMLInputElement>(form, 'name').value = 'Asha';
    expect(hasTypedInput()).toBe(true);
  });

  it('is false for blanks alone, a cleared field, or a search form (method get)', () => {
    const form = serverForm();
    field<HTMLInputElement>(form, 'name').value = '   ';
    field<HTMLTextAreaElement>(form, 'message').value = '';
    const search = serverForm('get');
    field<HTMLInputElement>(search, 'name').value = 'react';
    expect(hasTypedInput()).toBe(false);
  });
});
