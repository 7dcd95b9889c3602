/**
 * The page's Content-Security-Policy must fit what the site really loads (issue 27): every
 * violation the page reports (`securitypolicyviolation`, which the browser fires for each blocked
 * script, style, image or connection) is collected, and a test that passed fails when there was
 * one. So every browser test checks the policy against what it made the site load.
 */
import type { Page } from '@playwright/test';

const CSP_BINDING = 'sbE2eCspViolation';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/** Starts collecting the page's policy violations; the returned list fills as they happen. */
export async function collectCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
      void report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    });
  }, CSP_BINDING);
  return violations;
}
