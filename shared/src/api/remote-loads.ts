import { API_PATHS, type RemoteLoadReport } from '../contracts';
import { getApiConfig } from './config';

/**
 * `POST ng/remote-loads`: which version of each remote this page load got and whether it loaded
 * (sent by the host). A plain `fetch` with `keepalive`, so a report sent while the page unloads
 * still arrives. Best effort: a report that cannot be sent is dropped, never shown to the user.
 */
export async function sendRemoteLoadReport(report: RemoteLoadReport): Promise<boolean> {
  const { baseUrl } = getApiConfig();
  try {
    const response = await fetch(`${baseUrl}${API_PATHS.remoteLoads}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
