// Finding the element a pin sits on again: a selector that survives small changes (an id, a test
// hook, else the path of tag positions from the nearest id), with the element's words as fallback.
import { elementNameOf, MAX_PIN_SELECTOR_LENGTH, MAX_PIN_TEXT_LENGTH, type PinElementRole } from '@/src/domain/review';

const STABLE_ATTRIBUTES = ['data-testid', 'data-test', 'data-cy', 'name', 'aria-label'] as const;
/** Ids a framework generates (":r1:", "ember123", long hex) say nothing about the element. */
const GENERATED_ID = /^(?::|ember\d|react-|radix-)|\d{3,}|[0-9a-f]{8,}/i;

const escape = (value: string) => CSS.escape(value);

function isUnique(selector: string): boolean {
  try {
    return document.querySelectorAll(selector).length === 1;
  } catch {
    return false;
  }
}

/** A selector on the element's own name for itself, when that name is unique on the page. */
function ownSelector(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  if (element.id && !GENERATED_ID.test(element.id) && isUnique(`#${escape(element.id)}`)) return `#${escape(element.id)}`;
  for (const attribute of STABLE_ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (!value || value.length > 100) continue;
    const selector = `${tag}[${attribute}="${escape(value)}"]`;
    if (isUnique(selector)) return selector;
  }
  return null;
}

function positionIn(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const siblings = element.parentElement ? Array.from(element.parentElement.children).filter((sibling) => sibling.tagName === element.tagName) : [];
  return siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(element) + 1})` : tag;
}

/** The shortest selector from the element up to something with a name of its own (or the body). */
export function selectorFor(element: Element): string {
  const parts: string[] = [];
  for (let current: Element | null = element; current && current !== document.documentElement; current = current.parentElement) {
    const own = ownSelector(current);
    if (own) {
      parts.unshift(own);
      break;
    }
    if (current === document.body) {
      parts.unshift('body');
      break;
    }
    parts.unshift(positionIn(current));
  }
  return parts.join(' > ').slice(0, MAX_PIN_SELECTOR_LENGTH);
}

/** A selector by the element's own name stays with it when the page around it changes; a path of positions does not. */
const isNamedSelector = (selector: string) => !selector.includes(':nth-of-type(');

function wordsOf(element: Element): string {
  return ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function textFallbackFor(element: Element): string | null {
  const words = wordsOf(element);
  return words ? words.slice(0, MAX_PIN_TEXT_LENGTH) : null;
}

export function roleOf(element: Element): PinElementRole {
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute('role');
  const type = element.getAttribute('type');
  if (tag === 'button' || role === 'button' || (tag === 'input' && (type === 'submit' || type === 'button'))) return 'button';
  if ((tag === 'a' && element.hasAttribute('href')) || role === 'link') return 'link';
  if (/^h[1-6]$/.test(tag) || role === 'heading') return 'heading';
  if (tag === 'img' || tag === 'svg' || tag === 'picture' || role === 'img') return 'image';
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return 'field';
  if (['p', 'span', 'li', 'label', 'blockquote', 'strong', 'em'].includes(tag)) return 'text';
  return 'element';
}

export function nameOf(element: Element): string | null {
  const field = element as HTMLInputElement;
  return elementNameOf(element.getAttribute('aria-label') ?? (wordsOf(element) || element.getAttribute('alt') || field.placeholder || field.value || null));
}

/** The element a click means: the button or link around the clicked words, else what was clicked. */
export function targetOf(clicked: Element): Element {
  return clicked.closest('button, a[href], [role="button"], [role="link"], input, textarea, select, label, h1, h2, h3, h4, h5, h6, img') ?? clicked;
}

function byText(text: string): Element | null {
  let best: Element | null = null;
  for (const candidate of Array.from(document.body.querySelectorAll('*'))) {
    if (candidate.closest('[data-klantportaal-review]')) continue;
    if (wordsOf(candidate).slice(0, MAX_PIN_TEXT_LENGTH) !== text) continue;
    // The innermost element with exactly these words: the button, not the section around it.
    if (!best || best.contains(candidate)) best = candidate;
  }
  return best;
}

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/**
 * The element a pin sits on, or null. A positional selector counts only when the element still has
 * the pin's words; otherwise the words find it. Never a guess: a pin without its element is not drawn.
 */
export function locate(pin: { selector: string; textFallback: string | null }): Element | null {
  let bySelector: Element | null;
  try {
    bySelector = document.querySelector(pin.selector);
  } catch {
    bySelector = null;
  }
  let found: Element | null = null;
  if (bySelector && (isNamedSelector(pin.selector) || pin.textFallback === null || textFallbackFor(bySelector) === pin.textFallback)) found = bySelector;
  else if (pin.textFallback) found = byText(pin.textFallback);
  return found && isShown(found) ? found : null;
}
