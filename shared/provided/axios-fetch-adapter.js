// What the host's build bundles in place of axios's fetch adapter (lib/adapters/fetch.js;
// browserAxiosPlugin in ../federation.cjs). axios picks the first adapter its environment
// supports from its default list ['xhr', 'http', 'fetch'], and every browser has
// XMLHttpRequest, so the page's one client (shared/src/api/client.ts, which names no adapter)
// always uses xhr and the fetch adapter is never reached. Its `getFetch` is what axios's adapter
// list reads (lib/adapters/adapters.js); answering `false` means "not supported here", so a
// config that did name 'fetch' would get axios's own clear error instead of a broken request.
// federation.test.ts checks the package's fetch.js still exports exactly these names.
export const getFetch = () => false;
export default false;
