import type { Page } from 'playwright-core';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the page reports (the `securitypolicyviolation` event,
 * and the console error Chromium prints for one), from the first script on each document it loads.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...(await page.evaluate(() => window.cspViolations ?? [])), ...fromConsole];
}
