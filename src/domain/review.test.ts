import { describe, expect, it } from 'vitest';
import {
  buildLinkOrigin,
  elementNameOf,
  isAllowedBuildLink,
  pinLabel,
  portalMessage,
  readPortalMessage,
  readSnippetMessage,
  reviewPagePath,
  reviewPageProject,
  snippetMessage,
  snippetTag,
  type PinDraft,
} from './review';

const ID = '3f0c6a52-2b1e-4c7a-9d43-8f1e2a6b7c90';

describe('a pin’s label', () => {
  it('names the pin and what it sits on, as a screen reader reads it', () => {
    expect(pinLabel({ number: 3, target: 'page', elementRole: 'button', elementName: 'Bestel nu' })).toBe("Opmerking 3 bij 'Bestel nu'-knop");
    expect(pinLabel({ number: 1, target: 'page', elementRole: 'link', elementName: 'Over ons' })).toBe("Opmerking 1 bij 'Over ons'-link");
    expect(pinLabel({ number: 2, target: 'page', elementRole: 'image', elementName: null })).toBe('Opmerking 2 bij afbeelding');
    expect(pinLabel({ number: 4, target: 'page', elementRole: 'weird', elementName: 'X' })).toBe("Opmerking 4 bij 'X'-element");
    expect(pinLabel({ number: 5, target: 'image', elementRole: null, elementName: null, imageName: 'ontwerp.png' })).toBe('Opmerking 5 bij afbeelding ontwerp.png');
  });

  it('shortens an element’s words to one line', () => {
    expect(elementNameOf('  Bestel\n   nu ')).toBe('Bestel nu');
    expect(elementNameOf('')).toBeNull();
    expect(Array.from(elementNameOf('a'.repeat(100))!)).toHaveLength(60);
  });
});

describe('build links the portal frames', () => {
  it('are https, or http on localhost and 127.0.0.1 outside production', () => {
    expect(isAllowedBuildLink('https://preview.bureau.nl/klant', { production: true })).toBe(true);
    expect(isAllowedBuildLink('http://preview.bureau.nl', { production: false })).toBe(false);
    expect(isAllowedBuildLink('http://localhost:5173', { production: false })).toBe(true);
    expect(isAllowedBuildLink('http://127.0.0.1:8080', { production: false })).toBe(true);
    expect(isAllowedBuildLink('http://localhost:5173', { production: true })).toBe(false);
    expect(isAllowedBuildLink('http://localhost.evil.nl', { production: false })).toBe(false);
    expect(isAllowedBuildLink('https://a:b@preview.bureau.nl', { production: false })).toBe(false);
    expect(isAllowedBuildLink('ftp://preview.bureau.nl', { production: false })).toBe(false);
    expect(buildLinkOrigin('https://preview.bureau.nl/klant?x=1', { production: true })).toBe('https://preview.bureau.nl');
    expect(buildLinkOrigin(null, { production: true })).toBeNull();
  });

  it('are framed on the review screens, whose addresses name the project', () => {
    for (const role of ['client', 'developer', 'admin'] as const) expect(reviewPageProject(reviewPagePath(role, ID))).toBe(ID);
    expect(reviewPageProject(`/review/${ID}/extra`)).toBeNull();
    expect(reviewPageProject('/progress')).toBeNull();
    expect(snippetTag('https://portaal.bureau.nl')).toBe('<script src="https://portaal.bureau.nl/review.js" defer></script>');
  });
});

describe('messages between the portal and the snippet', () => {
  const draft: PinDraft = {
    path: '/',
    selector: '#bestel',
    textFallback: 'Bestel nu',
    elementRole: 'button',
    elementName: 'Bestel nu',
    xFraction: 0.5,
    yFraction: 0.25,
    viewportWidth: 390,
    viewportHeight: 844,
    screenshot: null,
  };

  it('are read back as sent', () => {
    const picked = snippetMessage({ type: 'picked', draft });
    expect(readSnippetMessage(structuredClone(picked))).toEqual({ type: 'picked', draft });
    const pins = portalMessage({ type: 'pins', pins: [{ id: ID, number: 1, label: 'Opmerking 1', path: '/', selector: '#bestel', textFallback: null, xFraction: 0, yFraction: 1, resolved: false }] });
    expect(readPortalMessage(structuredClone(pins))).toMatchObject({ type: 'pins', pins: [{ id: ID }] });
    expect(readPortalMessage(portalMessage({ type: 'placing', on: true }))).toEqual({ type: 'placing', on: true });
  });

  it('ignore anything else on the channel', () => {
    expect(readSnippetMessage({ type: 'picked', draft })).toBeNull();
    expect(readSnippetMessage(snippetMessage({ type: 'picked', draft: { ...draft, xFraction: 2 } }))).toBeNull();
    expect(readSnippetMessage({ ...snippetMessage({ type: 'picked', draft }), draft: { ...draft, elementRole: 'script' } })).toBeNull();
    expect(readSnippetMessage('klantportaal-review')).toBeNull();
    expect(readPortalMessage({ source: 'klantportaal-review', type: 'pins', pins: [{ id: 1 }] })).toBeNull();
    expect(readPortalMessage({ source: 'klantportaal-review', type: 'eval', code: 'alert(1)' })).toBeNull();
  });
});
