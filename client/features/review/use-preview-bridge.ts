import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { portalMessage, readSnippetMessage, type PinDraft, type PortalMessage, type SnippetPin } from '@/src/domain/review';

// The portal's half of the conversation with the snippet in the framed preview: it hears only the
// frame it made, from the build link's origin, and speaks only to that origin.

/** How long after the frame loaded the snippet has to say hello before the page counts it as absent. */
const HELLO_WAIT_MS = 4000;

type BridgeOptions = {
  frame: RefObject<HTMLIFrameElement | null>;
  /** The build link's origin; null when the preview may not be framed. */
  origin: string | null;
  pins: readonly SnippetPin[];
  placing: boolean;
  onPicked: (draft: PinDraft) => void;
  onPinClicked: (pinId: string) => void;
};

export function usePreviewBridge({ frame, origin, pins, placing, onPicked, onPinClicked }: BridgeOptions) {
  const [connected, setConnected] = useState(false);
  const [absent, setAbsent] = useState(false);
  const [path, setPath] = useState<string | null>(null);
  // Counts hellos: a page loaded again at the same path is told the pins afresh too.
  const [greetings, setGreetings] = useState(0);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const handlers = useRef({ onPicked, onPinClicked });
  handlers.current = { onPicked, onPinClicked };
  const helloTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastHello = useRef(0);
  const previousLoad = useRef(0);

  const send = useCallback(
    (message: PortalMessage) => {
      if (origin) frame.current?.contentWindow?.postMessage(portalMessage(message), origin);
    },
    [frame, origin],
  );

  useEffect(() => {
    if (!origin) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = readSnippetMessage(event.data);
      if (!message) return;
      if (message.type === 'hello') {
        lastHello.current = performance.now();
        setConnected(true);
        setAbsent(false);
        setPath(message.path);
        setGreetings((count) => count + 1);
      } else if (message.type === 'located') {
        setPath(message.path);
        setMissing(new Set(message.missing));
      } else if (message.type === 'picked') {
        handlers.current.onPicked(message.draft);
      } else {
        handlers.current.onPinClicked(message.pinId);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, origin]);

  useEffect(() => () => clearTimeout(helloTimer.current), []);

  // Each page the preview loads says hello again and is told the pins and the mode afresh.
  useEffect(() => {
    if (connected) send({ type: 'pins', pins: [...pins] });
  }, [connected, greetings, pins, send]);
  useEffect(() => {
    if (connected) send({ type: 'placing', on: placing });
  }, [connected, greetings, placing, send]);

  /**
   * Call on the frame's load event: a page without the snippet never says hello. A deferred snippet
   * says it before the page's load event, so any hello since the previous page loaded counts.
   */
  const frameLoaded = useCallback(() => {
    const since = previousLoad.current;
    previousLoad.current = performance.now();
    clearTimeout(helloTimer.current);
    helloTimer.current = setTimeout(() => {
      if (lastHello.current > since) return;
      setConnected(false);
      setAbsent(true);
    }, HELLO_WAIT_MS);
  }, []);

  return { connected, absent, path, missing, send, frameLoaded };
}
