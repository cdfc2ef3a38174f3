import type { FastifyBaseLogger } from 'fastify';

// The first screen is drawn into the HTML so a phone paints it before any script has run; the browser then hydrates the same markup.
// Without the dist/ssr build (development, server tests) or when drawing fails, the page goes out as before and draws in the browser.

export interface PageRenderRequest {
  /** The address as the browser asked for it, with its query string. */
  url: string;
  /** The page's first data as `pageData` dehydrated it; null for a visitor without a session. */
  pageState: string | null;
  /** The request's cookies (the sidebar's folded state is drawn as the browser will draw it). */
  cookies: string;
}

/** The page's markup for `<div id="root">`, or null when that data alone cannot draw it (a redirect, a query the page lacks). */
export type RenderPage = (request: PageRenderRequest) => Promise<string | null>;

export interface PageRendererModule {
  renderPage: RenderPage;
}

export type LoadPageRenderer = () => Promise<PageRendererModule>;

/**
 * Draws a page with the server entry; null whenever it is missing or fails (warned about once). The
 * entry loads with the first page asked for: loading it at start-up kept /healthz waiting a second.
 */
export function pageRenderer(log: FastifyBaseLogger, load: LoadPageRenderer | undefined): RenderPage {
  let warned = false;
  const warnOnce = (error: unknown, message: string) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, message);
  };
  let loading: Promise<RenderPage | null> | undefined;
  const start = () =>
    (loading ??= load
      ? load().then(
          (module) => module.renderPage,
          (error: unknown) => (warnOnce(error, 'server rendering unavailable: pages draw in the browser'), null),
        )
      : Promise.resolve(null));
  const render: RenderPage = async (request) => {
    const draw = await start();
    if (!draw) return null;
    try {
      return await draw(request);
    } catch (error) {
      warnOnce(error, 'a page could not be drawn on the server: it draws in the browser');
      return null;
    }
  };
  return render;
}
