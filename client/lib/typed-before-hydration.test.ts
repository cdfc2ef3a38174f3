import { describe, expect, it } from 'vitest';
import { keepTypedValues, takeTypedValues } from './typed-before-hydration';

/** A drawn page's fields as the browser holds them: what the server drew and what is in them now. */
function drawnPage(fields: { name: string; defaultValue: string; value: string }[]): ParentNode {
  return { querySelectorAll: () => fields } as unknown as ParentNode;
}

describe('text typed before the app took the page over', () => {
  it('goes to the form on the page it was typed on, once, and only the fields that changed', () => {
    keepTypedValues(
      drawnPage([
        { name: 'email', defaultValue: '', value: 'info@bakkerijvisser.nl' },
        { name: 'password', defaultValue: '', value: 'geheim123' },
        { name: 'next', defaultValue: '/progress', value: '/progress' },
      ]),
      '/auth',
    );
    expect(takeTypedValues(['email', 'next'], '/auth')).toEqual([['email', 'info@bakkerijvisser.nl']]);
    expect(takeTypedValues(['email', 'password'], '/auth')).toEqual([['password', 'geheim123']]);
  });

  it('is dropped once the visitor is on another page: a form there starts from its own values', () => {
    keepTypedValues(drawnPage([{ name: 'email', defaultValue: '', value: 'info@bakkerijvisser.nl' }]), '/auth');
    expect(takeTypedValues(['email'], '/account')).toEqual([]);
    expect(takeTypedValues(['email'], '/auth')).toEqual([]);
  });
});
