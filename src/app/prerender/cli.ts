/**
 * Run by the production build (webpack.config.ts, PrerenderLandingPlugin): index.html on stdin, the prerendered
 * landing page on stdout.
 */
import { text } from 'node:stream/consumers';
import { renderLanding } from './render-landing';

void text(process.stdin)
  .then(renderLanding)
  .then((page) => process.stdout.write(page))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
