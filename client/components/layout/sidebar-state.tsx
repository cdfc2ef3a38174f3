import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { usePageCookies } from '@/client/lib/page-cookies';

// Spec 2 and 9: remembered for 7 days in a cookie; a drawer under 768 px.
const COOKIE_NAME = 'sidebar_state';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
const MOBILE_QUERY = '(max-width: 767px)';

function readOpenCookie(cookies: string): boolean {
  const match = cookies.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

function writeOpenCookie(open: boolean): void {
  document.cookie = `${COOKIE_NAME}=${open}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// The server cannot know the screen: it draws the desktop frame, whose sidebar CSS hides on a phone.
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeToMobile, () => window.matchMedia(MOBILE_QUERY).matches, () => false);
}

type SidebarState = {
  /** Desktop: full width (true) or icons only (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
  /** The top bar's menu button, which gets the focus back when the drawer closes. */
  mobileTriggerRef: RefObject<HTMLButtonElement | null>;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const cookies = usePageCookies();
  const [open, setOpenState] = useState(() => readOpenCookie(cookies));
  const [openMobile, setOpenMobile] = useState(false);
  const mobileTriggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeOpenCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  // Ctrl+B / Cmd+B, as in most editors and dashboards.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile: isMobile && openMobile, setOpenMobile, isMobile, toggle, mobileTriggerRef }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar needs a SidebarProvider');
  return state;
}
