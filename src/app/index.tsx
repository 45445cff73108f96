import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A transition renders in slices that yield to the browser every few milliseconds, so the first render
// is not one long task that blocks input on a slow phone (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
