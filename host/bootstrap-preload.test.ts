import { bootstrapFiles, consumedKeyOf, providedKeyOf, type GroupFacts } from './bootstrap-preload';

const ENTRY = 'builtin:swc-loader??ruleSet[1].rules[0].use[0]!/work/app/host/src/index.ts';
const provide = (key: string, version: string): string =>
  `provide shared module (default) ${key}@${version} = /work/app/node_modules/${key}/index.js`;
const file = (name: string, size = 1000): { name: string; size: number } => ({ name, size });

describe('share keys of module identifiers', () => {
  it.each([
    [
      'consume shared module (default) react-dom/client@^19.2.0 (strict) (fallback: /x)',
      'react-dom/client',
    ],
    [
      'consume shared module (default) @sportsbook/shared/ui@^2.2.0 (strict) (fallback: /x)',
      '@sportsbook/shared/ui',
    ],
    ['consume shared module (default) react@* (singleton) (fallback: /x)', 'react'],
  ])('reads the consumed key of %s', (identifier, key) => {
    expect(consumedKeyOf(identifier)).toBe(key);
    expect(providedKeyOf(identifier)).toBeNull();
  });

  it('reads the provided key, scoped or not, and nothing of an ordinary module', () => {
    expect(providedKeyOf(provide('@sportsbook/shared/api', '2.2.0'))).toBe(
      '@sportsbook/shared/api',
    );
    expect(providedKeyOf(provide('react', '19.3.1'))).toBe('react');
    expect(consumedKeyOf(ENTRY)).toBeNull();
    expect(providedKeyOf(ENTRY)).toBeNull();
  });
});

describe('bootstrapFiles', () => {
  const groups: GroupFacts[] = [
    // import('./bootstrap') of the entry: the shell, consuming react-dom and shared/ui.
    {
      originModules: [ENTRY],
      files: [file('bootstrap.js', 10_000), file('bootstrap.css', 4000)],
      consumedKeys: ['react-dom', '@sportsbook/shared/ui'],
    },
    // What this build provides; react-dom consumes react in turn.
    {
      originModules: [provide('react-dom', '19.3.1')],
      files: [file('react-dom.js', 60_000)],
      consumedKeys: ['react'],
    },
    {
      originModules: [provide('react', '19.3.1')],
      files: [file('react.js', 3000)],
      consumedKeys: [],
    },
    {
      originModules: [provide('@sportsbook/shared/ui', '2.2.0')],
      files: [file('ui.js', 3000), file('react.js', 3000)],
      consumedKeys: ['react'],
    },
    // Provided, but only a lazy page consumes it.
    {
      originModules: [provide('@sportsbook/shared/forms', '2.2.0')],
      files: [file('forms.js', 9000)],
      consumedKeys: [],
    },
    // import()s of other modules: a lazy page (consuming forms) and the toasts library.
    {
      originModules: ['builtin:swc-loader!/work/app/host/src/app/lazy-pages.tsx'],
      files: [file('sign-in.js', 2000)],
      consumedKeys: ['@sportsbook/shared/forms'],
    },
    {
      originModules: ['builtin:swc-loader!/work/app/shared/src/ui/Toasts.tsx'],
      files: [file('toastify.js', 12_000)],
      consumedKeys: [],
    },
  ];

  it('takes the boundary and, transitively, the providers of what it consumes, largest first', () => {
    expect(bootstrapFiles(groups, '/host/src/index.ts')).toEqual([
      'react-dom.js',
      'bootstrap.js',
      'bootstrap.css',
      'react.js',
      'ui.js',
    ]);
  });

  it('leaves out what only a lazy import loads', () => {
    const files = bootstrapFiles(groups, '/host/src/index.ts');
    expect(files).not.toContain('sign-in.js');
    expect(files).not.toContain('forms.js');
    expect(files).not.toContain('toastify.js');
  });

  it('takes nothing when the entry has no async boundary', () => {
    expect(bootstrapFiles(groups, '/host/src/other-entry.ts')).toEqual([]);
  });
});
