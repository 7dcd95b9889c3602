// The import boundaries of DESIGN.md section 1 and STYLE.md, as one ESLint rule. Every module
// specifier a file names (import, export ... from, import(), require(), import type, jest.mock and
// friends) is resolved against the repository and judged by where the file and its target sit:
//
// - No relative path into another workspace (`../../../../shared/src/api/client`): workspaces
//   meet only through package subpaths (`@sportsbook/shared/api`), so a remote still builds and
//   deploys alone.
// - Apps (host, remote-*) import `@sportsbook/shared/<subpath>` and their own files, never another
//   app, the API or shared's root or src/. The back office takes shared's API rule and error class
//   from `@sportsbook/shared/api/attempts` (never `/api`, which loads axios and a token provider);
//   the federated apps from `/api` (never `/api/attempts`, a second, unshared copy of ApiError).
// - api/ imports only `@sportsbook/shared/contracts` (and its JSON Schemas,
//   `@sportsbook/shared/contracts/wire-schemas`, which no app imports) from the monorepo, and no
//   React.
// - shared/ imports no app, API or test code.
// - shared/src/contracts and shared/src/format are plain TypeScript the API compiles too: no
//   React, and nothing of shared's events/, ui/, session/, api/ or realtime/.
// - A feature (`<app>/src/features/<name>/`) never imports another feature's files; what two
//   features share lives in the app's src/common/ or in shared.
// - e2e/ drives the site as a person does: it imports no app or shared source at all.
// - Inside an app: src/common/ never imports src/features/; nothing imports src/exposed/ (in src/
//   or beside it) but exposed/ itself, the federation config (rspack.config.ts) and the standalone
//   entry (src/index.ts, bootstrap.tsx, dev/), which mounts the exposed modules as the host would; a remote never imports an app by its federation id
//   (`import('betslip/Betslip')`), nor does shared/.
// - shared/src/api never imports the UI or the session (shared's ui/, forms/, session/, React,
//   Redux).
// - Inside api/src, imports run one way (api/README.md, "Layout"): the top-level kernel files
//   (config, errors, ...) ← db/ ← ledger/ ← http/ ← the domains ← the app level (app.ts,
//   server.ts, ledger-checks.ts, migrations/, seed/, ops/). The ledger knows no domain; a domain
//   imports another only if that one comes earlier in API_DOMAINS, and never its routes (plugin.ts,
//   get-*.ts, post-*.ts, *-routes.ts); inside a domain, services never import its routes. Tests
//   and api/test/ build whole apps and are left out.
import path from 'node:path';
import {
  FEDERATION_NAMES,
  SCOPE,
  apiPlaceOf,
  appAreaOf,
  featureOf,
  kindOf,
  repoPath,
  topFolderOf,
} from './workspaces.mjs';

/** shared's subpath of the API's JSON Schemas, which no app imports. */
const WIRE_SCHEMAS = 'contracts/wire-schemas';

/** React and its family: `react`, `react/jsx-runtime`, `react-dom/client`, `react-redux`, ... */
const REACT = /^react(?:-[\w.-]+)?(?:\/|$)/;

/** The folders of shared/src whose files only import each other (and no React). */
const PURE_SHARED = /^shared\/src\/(contracts|format)(\/|$)/;

/** shared's HTTP client, and the folders of shared/src that are UI or session it may not import. */
const SHARED_API = /^shared\/src\/api(\/|$)/;
const SHARED_UI = /^shared\/src\/(ui|forms|session)(\/|$)/;
/** The state libraries of the session store. */
const REDUX = /^(?:@reduxjs\/toolkit|redux)(?:\/|$)/;

/** An app's standalone entry: src/index.ts, src/bootstrap.tsx and src/dev/ stand in for the host. */
const STANDALONE_ENTRY = /^[^/]+\/src\/(?:dev\/|(?:index|bootstrap)\.[jt]sx?$)/;

/** An app's federation config (rspack.config.ts), whose exposes name the modules of src/exposed/. */
const FEDERATION_CONFIG = /^[^/]+\/rspack\.config\.[cm]?[jt]s$/;

/** The layers of api/src, lowest first: a file imports its own layer's or a lower one's files. */
const API_LAYERS = ['kernel', 'db', 'ledger', 'http', 'domain', 'app'];

/** Files of api/ the layers judge: tests (and api/test/, api/bench/) build whole apps. */
const API_TEST = /\.test\.[cm]?[jt]sx?$/;

/** `jest.<method>('<module>')` calls whose first argument names a module. */
const JEST_MODULE_METHODS = new Set([
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
]);

const MESSAGES = {
  relativeAcrossWorkspaces:
    '{{from}}/ reaches into {{to}}/ by a relative path. Workspaces meet only through package ' +
    'subpaths such as @sportsbook/shared/api (DESIGN.md section 1).',
  appImportsApp:
    'Apps never import each other or the API: talk over the event bus, the session store, ' +
    'federation or HTTP (DESIGN.md section 1).',
  sharedBySubpath:
    'Import shared by its published subpath, e.g. @sportsbook/shared/events (not the root or src/).',
  attemptsOnlyInBackoffice:
    'Federated apps take ApiError and IdempotentAttempts from @sportsbook/shared/api, the copy ' +
    'federation shares: @sportsbook/shared/api/attempts is a second copy, whose ApiError the ' +
    "client's errors are no instance of. It is for the back office (docs/shared-code.md).",
  backofficeNoSharedClient:
    'The back office calls the operator API with its own fetch: @sportsbook/shared/api would load ' +
    'the axios client and install the cookie token provider. Import @sportsbook/shared/api/attempts.',
  apiOnlyContracts:
    'api/ imports only the wire contracts from the monorepo: @sportsbook/shared/contracts (and ' +
    'their JSON Schemas, @sportsbook/shared/contracts/wire-schemas).',
  appImportsWireSchemas:
    "@sportsbook/shared/contracts/wire-schemas are the API's JSON Schemas: an app bundles none " +
    'of them (the JS budget of `/`); import the wire types of @sportsbook/shared/contracts.',
  apiNoReact: 'api/ has no React in it.',
  sharedImportsNoApp: 'shared/ sits below every app: it imports no app, API or test code.',
  pureSharedImport:
    'shared/src/contracts and shared/src/format are plain TypeScript the API compiles too: they ' +
    'import only each other, never shared/src/{{folder}}.',
  pureSharedReact:
    'shared/src/contracts and shared/src/format import nothing from React (the API compiles them).',
  crossFeature:
    "features/{{from}} imports features/{{to}}'s internals. What two features share lives in " +
    "the app's src/common/ or in shared (STYLE.md).",
  commonImportsFeature:
    "src/common/ is what the app's features share, so it never imports src/features/{{feature}}: " +
    'move what both need into common/ (STYLE.md).',
  importsExposed:
    'src/exposed/ is the federation face of the remote, loaded only through federation (the ' +
    'exposes of its rspack config) or by its standalone entry: import the feature or common ' +
    'module it wraps.',
  federationImport:
    "'{{id}}' is an app's federation id: a remote never loads another (or the host) by federation; " +
    'remotes meet over the event bus, the session store and HTTP, and only the host loads remotes ' +
    '(DESIGN.md section 2).',
  sharedApiImportsUi:
    'shared/src/api is the HTTP client under every screen: it never imports the UI or the session ' +
    '({{what}}). Tell them through the event bus.',
  ledgerImportsDomain:
    'The ledger knows no domain: api/src/ledger/ imports only ledger/, db/ and the kernel files ' +
    'of api/src, never api/src/{{domain}}/. A domain registers what the verifier checks ' +
    '(ledger/verify-checks.ts, listed in api/src/ledger-checks.ts).',
  apiUpward:
    'api/src/{{from}} ({{fromLayer}}) imports {{to}} ({{toLayer}}), a layer above it: imports ' +
    'run kernel ← db ← ledger ← http ← domains ← app (api/README.md, "Layout").',
  apiDomainOrder:
    'The {{from}} domain imports the {{to}} domain, which does not come before it in API_DOMAINS ' +
    '(lint/workspaces.mjs): domains import one way, so they never form a circle. A new domain ' +
    'is listed there after the domains it uses.',
  apiImportsRoutes:
    '{{to}} is a route of its domain: routes call services, never the other way, and another ' +
    'domain uses a domain through its services, not its routes.',
  e2eImportsSource:
    'e2e/ tests the running site as a person would: it imports no app or shared source. Read ' +
    'the API over HTTP and keep what the tests need in e2e/support/.',
};

/** The string a node spells out, when it is a literal one. */
function stringOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null;
  }
  if (node.type === 'TSLiteralType') return stringOf(node.literal);
  return null;
}

/** The literal start of a template with expressions: `account/${page}` → 'account/'. */
function templatePrefix(node) {
  if (node?.type !== 'TemplateLiteral' || node.expressions.length === 0) return null;
  return node.quasis[0]?.value.cooked ?? null;
}

/** `@sportsbook/shared/api` → { name: 'shared', subpath: 'api' }. */
function scopedPackage(specifier) {
  if (!specifier.startsWith(SCOPE)) return null;
  const [name = '', ...rest] = specifier.slice(SCOPE.length).split('/');
  return { name, subpath: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'The import boundaries between workspaces and features of this monorepo.',
    },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const file = repoPath(context.filename);
    if (file === null) return {};
    const from = topFolderOf(file);
    const kind = kindOf(from);
    if (kind === null) return {};
    const fromFeature = featureOf(file);
    const pure = PURE_SHARED.test(file);
    const fromArea = appAreaOf(file);
    /** Files of the app that may import its src/exposed/: the standalone entry, the config. */
    const mayImportExposed = STANDALONE_ENTRY.test(file) || FEDERATION_CONFIG.test(file);
    const sharedApi = SHARED_API.test(file);
    /** Where an api/src file sits in the layers (null for tests and files outside api/src). */
    const fromApi = API_TEST.test(file) ? null : apiPlaceOf(file);
    /** Remotes and shared/ may not name an app by its federation id; the host loads remotes. */
    const judgesFederationIds = (kind === 'app' && from !== 'host') || kind === 'shared';

    /** A path inside this workspace (or the root): features and shared's pure folders. */
    function checkInside(node, target) {
      const toFeature = featureOf(target);
      if (fromFeature && toFeature && toFeature.feature !== fromFeature.feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: fromFeature.feature, to: toFeature.feature },
        });
      }
      if (pure && target.startsWith('shared/src/') && !PURE_SHARED.test(target)) {
        const folder = target.slice('shared/src/'.length).split('/')[0] ?? '';
        context.report({ node, messageId: 'pureSharedImport', data: { folder } });
      }
      const toArea = appAreaOf(target);
      if (fromArea && toArea && toArea.app === fromArea.app) {
        if (fromArea.area === 'common' && toArea.area === 'features') {
          const feature = featureOf(target)?.feature ?? '';
          context.report({ node, messageId: 'commonImportsFeature', data: { feature } });
        }
      }
      // Any file of the app, in src/ or beside it (jest.setup.ts, a test folder), but exposed/
      // itself, the standalone entry and the federation config.
      if (toArea?.area === 'exposed' && toArea.app === from && !mayImportExposed) {
        if (fromArea?.area !== 'exposed') context.report({ node, messageId: 'importsExposed' });
      }
      if (sharedApi && SHARED_UI.test(target)) {
        const what = `shared/src/${target.slice('shared/src/'.length).split('/')[0]}`;
        context.report({ node, messageId: 'sharedApiImportsUi', data: { what } });
      }
      if (fromApi) checkApiLayers(node, target);
    }

    /** The one-way imports inside api/src (see the top of this file). */
    function checkApiLayers(node, target) {
      const to = apiPlaceOf(target);
      if (to === null || (to.folder === fromApi.folder && to.layer === fromApi.layer)) {
        if (to?.route && !fromApi.route && fromApi.layer === 'domain') {
          context.report({ node, messageId: 'apiImportsRoutes', data: { to: to.path } });
        }
        return;
      }
      // The app level assembles everything: it imports any layer, the domains' plugins included.
      if (fromApi.layer === 'app') return;
      const fromRank = API_LAYERS.indexOf(fromApi.layer);
      const toRank = API_LAYERS.indexOf(to.layer);
      if (fromApi.layer === 'ledger' && (to.layer === 'domain' || to.layer === 'http')) {
        context.report({ node, messageId: 'ledgerImportsDomain', data: { domain: to.folder } });
      } else if (toRank > fromRank) {
        const data = {
          from: fromApi.path,
          fromLayer: fromApi.layer,
          to: to.path,
          toLayer: to.layer,
        };
        context.report({ node, messageId: 'apiUpward', data });
      } else if (to.route) {
        context.report({ node, messageId: 'apiImportsRoutes', data: { to: to.path } });
      } else if (fromApi.layer === 'domain' && to.layer === 'domain' && to.order >= fromApi.order) {
        context.report({
          node,
          messageId: 'apiDomainOrder',
          data: { from: fromApi.folder, to: to.folder },
        });
      }
    }

    /** A specifier (or a template's literal start) that begins with an app's federation id. */
    function checkFederationId(node, text) {
      if (!judgesFederationIds) return;
      const slash = text.indexOf('/');
      const id = slash === -1 ? text : text.slice(0, slash);
      if (FEDERATION_NAMES.has(id)) {
        context.report({ node, messageId: 'federationImport', data: { id: text } });
      }
    }

    function checkRelative(node, specifier) {
      const target = repoPath(path.resolve(path.dirname(context.filename), specifier));
      if (target === null) return;
      const to = topFolderOf(target);
      // Root files (jest.preset.js, the tsconfig base) are the repository's own tooling.
      if (to !== '' && to !== from) {
        context.report({ node, messageId: 'relativeAcrossWorkspaces', data: { from, to } });
        return;
      }
      checkInside(node, target);
    }

    function checkScoped(node, { name, subpath }) {
      switch (kind) {
        case 'app':
          if (name !== 'shared') context.report({ node, messageId: 'appImportsApp' });
          else if (subpath === '' || subpath === 'src' || subpath.startsWith('src/')) {
            context.report({ node, messageId: 'sharedBySubpath' });
          } else if (subpath === WIRE_SCHEMAS) {
            context.report({ node, messageId: 'appImportsWireSchemas' });
          } else if (from === 'backoffice' && subpath === 'api') {
            context.report({ node, messageId: 'backofficeNoSharedClient' });
          } else if (from !== 'backoffice' && subpath === 'api/attempts') {
            context.report({ node, messageId: 'attemptsOnlyInBackoffice' });
          }
          return;
        case 'api':
          if (name !== 'shared' || (subpath !== 'contracts' && subpath !== WIRE_SCHEMAS)) {
            context.report({ node, messageId: 'apiOnlyContracts' });
          }
          return;
        case 'shared':
          if (name !== 'shared') context.report({ node, messageId: 'sharedImportsNoApp' });
          else checkInside(node, `shared/src/${subpath}`);
          return;
        case 'e2e':
          context.report({ node, messageId: 'e2eImportsSource' });
          return;
      }
    }

    function check(node, specifier) {
      if (specifier === null) return;
      if (specifier.startsWith('.')) {
        checkRelative(node, specifier);
        return;
      }
      const scoped = scopedPackage(specifier);
      if (scoped) {
        checkScoped(node, scoped);
        return;
      }
      if (REACT.test(specifier)) {
        if (kind === 'api') context.report({ node, messageId: 'apiNoReact' });
        else if (pure) context.report({ node, messageId: 'pureSharedReact' });
      }
      if (sharedApi && (REACT.test(specifier) || REDUX.test(specifier))) {
        context.report({ node, messageId: 'sharedApiImportsUi', data: { what: specifier } });
      }
      checkFederationId(node, specifier);
    }

    const fromSource = (node) => check(node.source, stringOf(node.source));

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        fromSource(node);
        // import(`betslip/${name}`): the id is known though the module is not.
        const prefix = templatePrefix(node.source);
        if (prefix !== null && prefix.includes('/')) checkFederationId(node.source, prefix);
      },
      TSImportType: (node) => check(node, stringOf(node.argument)),
      TSExternalModuleReference: (node) => check(node, stringOf(node.expression)),
      CallExpression(node) {
        const [first] = node.arguments;
        const { callee } = node;
        const namesModule =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'jest' &&
            callee.property.type === 'Identifier' &&
            JEST_MODULE_METHODS.has(callee.property.name));
        if (namesModule) check(first ?? node, stringOf(first));
      },
    };
  },
};
