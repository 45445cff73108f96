import { StrictMode, type ReactElement } from 'react';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, createPath } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { sessionApi } from '@/entities/session';
import { createAppStore } from '../model';
import { routes } from '../routes';
import { MAIN_CONTENT_ID } from '../routes/app-layout';
import { App } from '../shell/app';
import { LANDING_ROUTE, markSignedOut, SIGN_IN_ROUTE } from './landing';

/**
 * The styles the render used, as the <style> elements emotion's client cache adopts instead of inserting them
 * again (what @emotion/server's extractCriticalToChunks writes): global sheets (the theme's colour variables,
 * CssBaseline) one each, the components' classes together. Allowed by the CSP's style-src like the ones emotion
 * inserts at run time.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const global: string[] = [];
  const classes: Array<[string, string]> = [];
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const className = `${cache.key}-${name}`;
    // A class's styles are registered under its name; one the markup does not use (a styled() base) is left out.
    if (cache.registered[className] === undefined) global.push(`<style data-emotion="${cache.key}-global ${name}">${css}</style>`);
    else if (html.includes(className)) classes.push([name, css]);
  }
  const classTag = `<style data-emotion="${cache.key} ${classes.map(([name]) => name).join(' ')}">${classes.map(([, css]) => css).join('')}</style>`;
  return global.join('') + classTag;
}

/** The app as a signed-out visitor's first render draws it on `route`, its styles collected in `cache`. */
async function signedOutApp(route: string, cache: EmotionCache, render: (app: ReactElement) => Promise<string>): Promise<string> {
  const store = createAppStore();
  await markSignedOut(store);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  // The app's hash router writes links as #/path; the same markup is what hydration expects.
  router.createHref = (to) => `#${typeof to === 'string' ? to : createPath(to)}`;
  const html = await render(
    <CacheProvider value={cache}>
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>
    </CacheProvider>,
  );
  router.dispose();
  // Ends RTK Query's timers (the session's cache lifetime), which would keep the build waiting for minutes.
  store.dispatch(sessionApi.util.resetApiState());
  return html;
}

/**
 * The sign-in page is never hydrated (its login form takes the served one over: useTakeOverServedForm), so it is
 * rendered once everything it loads lazily has arrived (its page is a chunk of its own), every boundary inline
 * (a large one would otherwise come after the page with an inline script to move it, which the CSP forbids), and
 * with its own prefix for generated ids, which would otherwise repeat the landing page's.
 */
async function renderSignIn(app: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY, identifierPrefix: 'signin-' });
  return text(prelude);
}

/**
 * The served sign-in page shows in place of #root while the URL's hash is `#/auth` (its element is then the
 * document's :target), by CSS alone: the server cannot see the hash and no inline script may run.
 */
const SIGN_IN_ELEMENT = `[id="${SIGN_IN_ROUTE}"]`;
const SIGN_IN_SWITCH = `<style>${SIGN_IN_ELEMENT}{display:none}${SIGN_IN_ELEMENT}:target{display:block}body:has(>${SIGN_IN_ELEMENT}:target)>#root{display:none}</style>`;

/**
 * index.html (as webpack wrote it, its scripts deferred) with the signed-out landing page rendered into #root,
 * the sign-in page beside it, and their styles in <head>. What only the empty shell needs goes: the blocking
 * colour-scheme script (the theme's stylesheet follows the system, the server marks a saved choice) with its
 * style, and the notice that the page needs JavaScript (this one reads without it). The app's scripts are
 * requested after the first paint (public/after-paint.js), so nothing but the HTML and its styles comes before
 * that paint.
 */
export async function renderLanding(shell: string): Promise<string> {
  const cache = createCache({ key: 'css' });
  // Keeps the styles in the cache for styleTags instead of writing <style> elements into the markup.
  cache.compat = true;
  // The landing page is hydrated: rendered as the client's first render is, synchronously.
  const landing = await signedOutApp(LANDING_ROUTE, cache, async (app) => renderToString(app));
  // Its skip link would make the landing page's main the document's target, and so show the landing page: before the
  // app runs (which moves the focus itself) it keeps the sign-in page on screen instead.
  const skipToContent = `href="#${MAIN_CONTENT_ID}"`;
  const signInMarkup = await signedOutApp(SIGN_IN_ROUTE, cache, renderSignIn);
  if (!signInMarkup.includes(skipToContent)) throw new Error(`the sign-in page has no skip link (${skipToContent}) to keep on the served page`);
  const signIn = signInMarkup.replace(skipToContent, `href="#${SIGN_IN_ROUTE}"`);
  // HtmlWebpackPlugin minifies index.html (attribute quotes dropped where it can).
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(shell)) throw new Error('index.html has no empty <div id="root"></div> to render the landing page into');
  // The app's scripts, in order: after-paint.js adds them once the page has painted.
  const deferredScript = /<script defer(?:="")? src="?([^" >]+)"?><\/script>/g;
  const appScripts = [...shell.matchAll(deferredScript)];
  if (appScripts.length === 0) throw new Error("index.html has no deferred <script> to run after the landing page's first paint");
  const page = shell
    .replace(/<script src="?\/color-scheme\.js"?><\/script>/, '')
    .replace(/<style>[^<]*data-first-paint[^<]*<\/style>/, '')
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace(deferredScript, '')
    .replace('</head>', () => `<script defer src=/after-paint.js data-scripts="${appScripts.map(([, src]) => src).join(' ')}"></script></head>`)
    .replace('</head>', () => `${styleTags(cache, landing + signIn)}${SIGN_IN_SWITCH}</head>`)
    .replace(emptyRoot, () => `<div id="root">${landing}</div><div id="${SIGN_IN_ROUTE}">${signIn}</div>`);
  return page;
}
