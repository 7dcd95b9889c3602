import { REMOTE_EXPOSES } from '@sportsbook/shared/contracts';
import { WAVE_SCREENS, screensCarriedBy, waveScreenOf } from './web';

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
