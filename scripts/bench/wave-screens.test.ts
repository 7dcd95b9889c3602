import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';
import { SourceMapGenerator } from 'source-map-js';
import { WAVE_SCREENS, charsBySource, screensCarriedBy, waveScreenOf } from './web';

describe('the screens of this wave the bench prints', () => {
  it('finds each safer-gambling page of the account remote, and no other exposed module', () => {
    const found = Object.values(REMOTE_EXPOSES)
      .flat()
      .filter((exposed) => waveScreenOf(exposed) !== null)
      .map((exposed) => `${exposed}: ${waveScreenOf(exposed)}`);
    expect(found).toEqual([
      './DepositLimitsPage: safer gambling',
      './TimeOutPage: safer gambling',
      './SelfExclusionPage: safer gambling',
      './RealityCheckPage: safer gambling',
      './ActivitySummaryPage: safer gambling',
    ]);
  });

  it('would find a multiples slip and a cash-out screen by their names', () => {
    expect(waveScreenOf('./MultiplesSlip')).toBe('multiples slip');
    expect(waveScreenOf('./AccumulatorSlip')).toBe('multiples slip');
    expect(waveScreenOf('./CashOutPanel')).toBe('cash-out');
  });

  it('measures the multiples slip and cash-out inside the exposed screens that carry them', () => {
    expect(screensCarriedBy('betslip', 'Betslip')).toEqual(['multiples slip']);
    expect(screensCarriedBy('betslip', './Betslip')).toEqual(['multiples slip']);
    expect(screensCarriedBy('account', 'BetHistoryPage')).toEqual(['cash-out']);
    expect(screensCarriedBy('account', 'ProfilePage')).toEqual([]);
    // Each carrier is an exposed module of the contract.
    for (const { carriedBy } of WAVE_SCREENS) {
      if (!carriedBy) continue;
      const exposes: readonly string[] =
        REMOTE_EXPOSES[carriedBy.remote as keyof typeof REMOTE_EXPOSES];
      expect(exposes).toContain(carriedBy.exposed);
    }
  });
});

describe('what a carried feature makes of its screen', () => {
  const ownFiles = (screen: string) => {
    const found = WAVE_SCREENS.find((item) => item.screen === screen)?.carriedBy?.ownFiles;
    if (!found) throw new Error(`no own files for ${screen}`);
    return found;
  };

  it("counts each source's characters, a mapping running to the next one on its line", () => {
    const generator = new SourceMapGenerator({ file: 'chunk.js' });
    const map = (line: number, column: number, source: string) =>
      generator.addMapping({
        generated: { line, column },
        original: { line: 1, column: 0 },
        source,
      });
    map(1, 0, 'webpack://betslip/./src/a.ts');
    map(1, 3, 'webpack://betslip/./src/b.ts');
    map(2, 0, 'webpack://betslip/./src/a.ts');
    const counts = charsBySource('aaabbb\ncc', JSON.parse(generator.toString()));
    // (the consumer names sources normalized: `./` goes)
    expect(Object.fromEntries(counts)).toEqual({
      'webpack://betslip/src/a.ts': 5,
      'webpack://betslip/src/b.ts': 3,
      // the line break: no mapping covers it
      '': 1,
    });
  });

  it("names the multiples slip's and cash-out's own files as their source maps do, not what singles share", () => {
    const multiples = ownFiles('multiples slip');
    expect(multiples.test('webpack://betslip/./src/features/slip/MultiSlip.tsx')).toBe(true);
    expect(multiples.test('webpack://betslip/./src/features/submit/submit-multiple.ts')).toBe(true);
    expect(multiples.test('webpack://betslip/./src/features/slip/SlipBet.tsx')).toBe(false);
    expect(multiples.test('webpack://betslip/./src/features/slip/selections-reducer.ts')).toBe(
      false,
    );
    const cashOut = ownFiles('cash-out');
    expect(cashOut.test('webpack://account/./src/features/bet-history/CashOut.tsx')).toBe(true);
    expect(cashOut.test('webpack://account/./src/features/bet-history/use-cash-out.ts')).toBe(true);
    expect(cashOut.test('webpack://account/./src/features/bet-history/BetHistory.tsx')).toBe(false);
  });
});
