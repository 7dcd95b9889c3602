/**
 * Runs once after the web server reports the API healthy: waits until every part of the stack
 * answers (the host page, its registry, each remote's manifest, the API, the realtime server), so
 * the first test never meets a half-started site.
 */
import { API_URL, REALTIME_URL, SITE_URL } from './stack';

const DEADLINE_MS = 60_000;

interface Registry {
  remotes: Record<string, { manifest: string }>;
}

async function answers(url: string, accept: (status: number) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    await response.arrayBuffer();
    return accept(response.status);
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, deadline: number) {
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`The stack did not come up: ${what} never answered.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  const ok = (status: number) => status >= 200 && status < 300;
  await waitFor(`${API_URL}/health`, () => answers(`${API_URL}/health`, ok), deadline);
  await waitFor(`${SITE_URL}/`, () => answers(`${SITE_URL}/`, ok), deadline);
  // The realtime server's HTTP side answers unknown paths with 404: any answer means it listens.
  await waitFor(REALTIME_URL, () => answers(REALTIME_URL, (status) => status > 0), deadline);

  const registryResponse = await fetch(`${SITE_URL}/remotes.json`, { cache: 'no-store' });
  if (!registryResponse.ok) throw new Error(`${SITE_URL}/remotes.json: ${registryResponse.status}`);
  const registry = (await registryResponse.json()) as Registry;
  for (const [name, { manifest }] of Object.entries(registry.remotes)) {
    await waitFor(`the ${name} manifest ${manifest}`, () => answers(manifest, ok), deadline);
  }
}
