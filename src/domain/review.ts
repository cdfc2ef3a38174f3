// Review on the preview, shared by the server, the portal's review screen and the preview's snippet; the postMessage messages are
// checked by hand because the snippet carries no zod.
import { reviewText } from '@/src/text/nl/review';
import type { Role } from './statuses';

const t = reviewText.review;

export const REVIEW_VIEWPORTS = [
  { key: 'phone', width: 390, height: 844 },
  { key: 'tablet', width: 768, height: 1024 },
  { key: 'desktop', width: 1440, height: 900 },
] as const;
export type ReviewViewport = (typeof REVIEW_VIEWPORTS)[number]['key'];

/** What kind of element a pin sits on, as the snippet reads it; the label names it in Dutch. */
export const PIN_ELEMENT_ROLES = ['button', 'link', 'heading', 'image', 'field', 'text', 'element'] as const;
export type PinElementRole = (typeof PIN_ELEMENT_ROLES)[number];

export function isPinElementRole(value: unknown): value is PinElementRole {
  return typeof value === 'string' && (PIN_ELEMENT_ROLES as readonly string[]).includes(value);
}

export const MAX_PIN_SELECTOR_LENGTH = 1000;
export const MAX_PIN_TEXT_LENGTH = 200;
export const MAX_PIN_PATH_LENGTH = 2000;
export const MAX_ELEMENT_NAME_LENGTH = 60;
/** The screenshot of the visible area, as the snippet makes it (a JPEG or PNG), at most this large. */
export const MAX_PIN_SCREENSHOT_BYTES = 600 * 1024;
export const PIN_SCREENSHOT_TYPES = ['image/jpeg', 'image/png'] as const;
/** Images a pin may sit on: uploaded screenshots and designs. */
export const PIN_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/** An element's visible words as a label: whitespace collapsed, cut at MAX_ELEMENT_NAME_LENGTH with an ellipsis. */
export function elementNameOf(text: string | null | undefined): string | null {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!words) return null;
  const chars = Array.from(words);
  return chars.length <= MAX_ELEMENT_NAME_LENGTH ? words : `${chars.slice(0, MAX_ELEMENT_NAME_LENGTH - 1).join('')}…`;
}

export interface PinTargetView {
  target: string;
  elementRole: string | null;
  elementName: string | null;
  imageName?: string | null;
}

/** "'Bestel nu'-knop", "afbeelding", "afbeelding ontwerp.png". */
export function pinTargetLabel(pin: PinTargetView): string {
  if (pin.target === 'image') return t.imageTarget(pin.imageName ?? null);
  const noun = t.elementNouns[isPinElementRole(pin.elementRole) ? pin.elementRole : 'element'];
  return pin.elementName ? t.namedElement(pin.elementName, noun) : noun;
}

/** "Opmerking 3 bij 'Bestel nu'-knop": how a pin reads in lists, on its marker and to a screen reader. */
export function pinLabel(pin: PinTargetView & { number: number }): string {
  return t.pinLabel(pin.number, pinTargetLabel(pin));
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;

/**
 * A build link the portal may frame: https (a domain, localhost or 127.0.0.1), or plain http on
 * localhost or 127.0.0.1 outside production; never with a user name or password in it.
 */
export function isAllowedBuildLink(link: string, options: { production: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') return local || DOMAIN.test(url.hostname);
  return url.protocol === 'http:' && local && !options.production;
}

/** The origin the review screen frames and hears from; null when the link may not be framed. */
export function buildLinkOrigin(link: string | null, options: { production: boolean }): string | null {
  return link && isAllowedBuildLink(link, options) ? new URL(link).origin : null;
}

/** Where the access-checked screenshot of a pin is read. */
export function pinScreenshotPath(pinId: string): string {
  return `/api/review-pins/${encodeURIComponent(pinId)}/screenshot`;
}

/** The review screen of a project for someone of this role; the server gives these pages their frame-src. */
export function reviewPagePath(role: Role | null, projectId: string): string {
  if (role === 'admin') return `/admin/projects/${projectId}/review`;
  if (role === 'developer') return `/developer/projects/${projectId}/review`;
  return `/review/${projectId}`;
}

const ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const REVIEW_PAGE = new RegExp(`^/(?:review/(${ID})|(?:admin|developer)/projects/(${ID})/review)/?$`);

/** The project a review screen's address names, or null for any other address. */
export function reviewPageProject(pathname: string): string | null {
  const match = REVIEW_PAGE.exec(pathname);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The line a preview site includes, as the developer's project page shows it. */
export function snippetTag(portalOrigin: string): string {
  return `<script src="${portalOrigin}/review.js" defer></script>`;
}

// Messages between the portal page and the snippet in the framed preview. Each carries SOURCE, so
// messages from other scripts on the page are ignored; the origin is checked by the receiver.

export const REVIEW_MESSAGE_SOURCE = 'klantportaal-review';

/** A pin as the snippet draws it: where it sits, and its label for the marker. */
export interface SnippetPin {
  id: string;
  number: number;
  label: string;
  path: string;
  selector: string;
  textFallback: string | null;
  xFraction: number;
  yFraction: number;
  resolved: boolean;
}

/** What the client clicked, as the snippet saw it; the portal adds the comment. */
export interface PinDraft {
  path: string;
  selector: string;
  textFallback: string | null;
  elementRole: PinElementRole;
  elementName: string | null;
  xFraction: number;
  yFraction: number;
  viewportWidth: number;
  viewportHeight: number;
  /** A data: URL of the visible area with the pin drawn on it; null when the capture failed. */
  screenshot: string | null;
}

export type SnippetMessage =
  | { type: 'hello'; path: string; viewportWidth: number; viewportHeight: number }
  | { type: 'picked'; draft: PinDraft }
  | { type: 'located'; path: string; found: string[]; missing: string[] }
  | { type: 'pin-clicked'; pinId: string };

export type PortalMessage = { type: 'pins'; pins: SnippetPin[] } | { type: 'placing'; on: boolean } | { type: 'focus-pin'; pinId: string };

export function snippetMessage(message: SnippetMessage) {
  return { source: REVIEW_MESSAGE_SOURCE, ...message };
}

export function portalMessage(message: PortalMessage) {
  return { source: REVIEW_MESSAGE_SOURCE, ...message };
}

type Fields = Record<string, unknown>;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isFraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;
const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= 1000 && value.every((id) => isText(id, 100));
const isNullable = <T>(value: unknown, check: (v: unknown) => v is T): value is T | null => value === null || check(value);

function readDraft(value: unknown): PinDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Fields;
  const ok =
    isText(d.path, MAX_PIN_PATH_LENGTH) &&
    isText(d.selector, MAX_PIN_SELECTOR_LENGTH) &&
    d.selector.length > 0 &&
    isNullable(d.textFallback, (v): v is string => isText(v, MAX_PIN_TEXT_LENGTH)) &&
    isPinElementRole(d.elementRole) &&
    isNullable(d.elementName, (v): v is string => isText(v, MAX_PIN_TEXT_LENGTH)) &&
    isFraction(d.xFraction) &&
    isFraction(d.yFraction) &&
    isSize(d.viewportWidth) &&
    isSize(d.viewportHeight) &&
    isNullable(d.screenshot, (v): v is string => isText(v, MAX_PIN_SCREENSHOT_BYTES * 2));
  if (!ok) return null;
  return {
    path: d.path as string,
    selector: d.selector as string,
    textFallback: d.textFallback as string | null,
    elementRole: d.elementRole as PinElementRole,
    elementName: d.elementName as string | null,
    xFraction: d.xFraction as number,
    yFraction: d.yFraction as number,
    viewportWidth: d.viewportWidth as number,
    viewportHeight: d.viewportHeight as number,
    screenshot: d.screenshot as string | null,
  };
}

/** A message from the snippet, or null for anything else on the channel. */
export function readSnippetMessage(data: unknown): SnippetMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Fields;
  if (m.source !== REVIEW_MESSAGE_SOURCE) return null;
  switch (m.type) {
    case 'hello':
      return isText(m.path, MAX_PIN_PATH_LENGTH) && isSize(m.viewportWidth) && isSize(m.viewportHeight)
        ? { type: 'hello', path: m.path, viewportWidth: m.viewportWidth, viewportHeight: m.viewportHeight }
        : null;
    case 'picked': {
      const draft = readDraft(m.draft);
      return draft ? { type: 'picked', draft } : null;
    }
    case 'located':
      return isText(m.path, MAX_PIN_PATH_LENGTH) && isIdList(m.found) && isIdList(m.missing) ? { type: 'located', path: m.path, found: m.found, missing: m.missing } : null;
    case 'pin-clicked':
      return isText(m.pinId, 100) ? { type: 'pin-clicked', pinId: m.pinId } : null;
    default:
      return null;
  }
}

function readSnippetPin(value: unknown): SnippetPin | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Fields;
  const ok =
    isText(p.id, 100) &&
    typeof p.number === 'number' &&
    isText(p.label, 500) &&
    isText(p.path, MAX_PIN_PATH_LENGTH) &&
    isText(p.selector, MAX_PIN_SELECTOR_LENGTH) &&
    isNullable(p.textFallback, (v): v is string => isText(v, MAX_PIN_TEXT_LENGTH)) &&
    isFraction(p.xFraction) &&
    isFraction(p.yFraction) &&
    typeof p.resolved === 'boolean';
  return ok ? (p as unknown as SnippetPin) : null;
}

/** A message from the portal page, or null for anything else on the channel. */
export function readPortalMessage(data: unknown): PortalMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Fields;
  if (m.source !== REVIEW_MESSAGE_SOURCE) return null;
  if (m.type === 'placing') return typeof m.on === 'boolean' ? { type: 'placing', on: m.on } : null;
  if (m.type === 'focus-pin') return isText(m.pinId, 100) ? { type: 'focus-pin', pinId: m.pinId } : null;
  if (m.type === 'pins' && Array.isArray(m.pins) && m.pins.length <= 1000) {
    const pins = m.pins.map(readSnippetPin);
    return pins.every((pin) => pin !== null) ? { type: 'pins', pins: pins as SnippetPin[] } : null;
  }
  return null;
}
