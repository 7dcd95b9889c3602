/**
 * The canary bucket (0 to 99) of a browser, computed here by the formula the federation contract
 * documents (FNV-1a of `browserId:remote:version`, modulo 100), not imported from shared: the
 * browser tests read the site as a person does (lint forbids app and shared sources in e2e/), and
 * an oracle of their own fails the journey if the host's formula ever drifts from the contract.
 */
export function canaryBucket(browserId: string, remote: string, version: string): number {
  const text = `${browserId}:${remote}:${version}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}
