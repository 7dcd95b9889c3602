import { readdirSync } from 'node:fs';
import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';

describe('exposed modules', () => {
  it('are exactly the modules the federation contract lists for wallet', () => {
    const files = readdirSync(__dirname)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => `./${file.replace(/\.tsx$/, '')}`)
      .sort();
    expect(files).toEqual([...REMOTE_EXPOSES.wallet].sort());
  });

  it.each(REMOTE_EXPOSES.wallet.map((name) => [name]))(
    '%s default-exports a component that takes no props',
    async (name) => {
      const module = (await import(`./${name.slice(2)}`)) as { default: unknown };
      expect(typeof module.default).toBe('function');
      expect((module.default as (props: object) => unknown).length).toBe(0);
    },
  );
});
