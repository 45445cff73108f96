import { StrictMode, startTransition } from 'react';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser handle input and paint before the next start-up step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps, each its own task. Evaluating the framework's modules and the app's is one long
 * stretch of script (about 300 ms on a slow phone); as one task it would hold up the first tap
 * (Lighthouse's Total Blocking Time). `webpackMode: "eager"` keeps every step in the scripts index.html
 * already loads: no extra request, only a yield between steps.
 */
async function start(root: HTMLElement) {
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // MUI's styling modules, then the theme they build (createTheme with both colour schemes is most of it).
  await import(/* webpackMode: "eager" */ '@mui/material/styles');
  await nextTask();
  await import(/* webpackMode: "eager" */ './styles/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react');
  await nextTask();
  const { createAppStore } = await import(/* webpackMode: "eager" */ './model');
  await nextTask();
  // The layout's widgets and the landing page, then the route table around them.
  await import(/* webpackMode: "eager" */ '@/widgets/top-bar');
  await nextTask();
  await import(/* webpackMode: "eager" */ './routes/app-layout');
  await nextTask();
  await import(/* webpackMode: "eager" */ './routes');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './shell/app');
  await nextTask();
  const { discardServedSignInUnlessShown, isLandingHash, LANDING_ROUTE, markSignedOut } = await import(/* webpackMode: "eager" */ './prerender/landing');
  const store = createAppStore();
  // The server sent the landing page prerendered (app/prerender): its visitor is signed out.
  const prerendered = root.firstElementChild !== null;
  if (prerendered) {
    await nextTask();
    await markSignedOut(store);
    await nextTask();
  }
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  const hydrate = prerendered && isLandingHash(window.location.hash);
  if (prerendered) discardServedSignInUnlessShown(window.location.hash);
  // What the root route's redirect would do, before the first render, so that render is the prerendered page.
  if (hydrate && window.location.hash !== `#${LANDING_ROUTE}`) window.history.replaceState(window.history.state, '', `#${LANDING_ROUTE}`);
  // A transition renders (or hydrates) in slices that yield to the browser every few milliseconds, so the first
  // render is not one long task either. Another route's first render replaces a prerendered landing page.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
