// Build-time federation settings every app uses, so the host and the remotes agree on the shared
// singletons of DESIGN.md section 2. Plain CommonJS: rspack configs load it before any TypeScript.
const path = require('node:path');

const sharedPackage = require('./package.json');

/** Reads a dependency's declared range from the calling app's package.json. */
function rangeOf(appPackage, name) {
  const range = (appPackage.dependencies || {})[name] || (sharedPackage.dependencies || {})[name];
  if (!range) throw new Error(`${appPackage.name} does not declare ${name}`);
  return range;
}

/**
 * The `shared` map of ModuleFederationPlugin. React and react-dom are also shared by prefix key
 * (`react/`, `react-dom/`), or `react-dom/client` and the JSX runtime would be bundled twice.
 * No `eager`: every entry has an async boundary, so nothing is consumed before negotiation.
 */
function sharedDependencies(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const single = (name) => ({ singleton: true, requiredVersion: rangeOf(appPackage, name) });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router-dom': single('react-router-dom'),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    '@sportsbook/shared/': {
      singleton: true,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
    },
  };
}

/** Ports of DESIGN.md section 6, by federation name. */
const PORTS = {
  host: 3000,
  sports: 3001,
  betslip: 3002,
  account: 3003,
  wallet: 3004,
  prediction: 3005,
};

module.exports = { sharedDependencies, PORTS };
