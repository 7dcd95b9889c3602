/** The betting domain: placing a bet from the betslip, and the bettor's betting preferences. */
import type { FastifyInstance } from 'fastify';
import { BettingPreferencesService } from './betting-preferences';
import { getBettingPreferences } from './get-betting-preferences';
import { MultipleBetService } from './multiples';
import { postBetSubmit } from './post-bet-submit';
import { postMultipleBetSubmit } from './post-multiple-submit';
import { postBettingPreferences } from './post-betting-preferences';
import { getCashOut } from './get-cash-out';
import { postAutoCashOut } from './post-auto-cash-out';
import { postCashOut } from './post-cash-out';
import { BettingService } from './betting-service';
import { CashOutService } from './cash-out-service';
import { SettlementService } from './settlement';

declare module 'fastify' {
  interface FastifyInstance {
    betting: BettingService;
    settlement: SettlementService;
    /** Cash-out of open bets, and the automatic cash-out run on odds moves (issue 32). */
    cashOut: CashOutService;
  }
}

/** Betting: its services, decorated at once, then its routes (README "Layout"). */
export function registerBetting(app: FastifyInstance): void {
  const { db, ledger, broadcaster } = app;
  app.decorate('betting', new BettingService(db, ledger, app.saferGambling, app.now));
  app.decorate(
    'settlement',
    new SettlementService({ db, ledger, catalog: app.catalog, broadcaster, log: app.log }),
  );
  const cashOut = new CashOutService(db, ledger, broadcaster, app.log, app.now);
  app.decorate('cashOut', cashOut);
  // Every odds move of this instance runs the market's automatic cash-outs.
  app.markets.onOddsChanged((marketId) => cashOut.runAutomatic(marketId));
  app.register(bettingRoutes);
}

export async function bettingRoutes(app: FastifyInstance): Promise<void> {
  postBetSubmit(app);
  postMultipleBetSubmit(
    app,
    new MultipleBetService(app.ledger, app.config.maxMultiplePayoutMinor, app.now),
  );
  const preferences = new BettingPreferencesService(app.db, app.ledger.transactions, app.now);
  getBettingPreferences(app, preferences);
  postBettingPreferences(app, preferences);
  // Cash-out (issue 32): the price, the cash-out itself and the automatic value.
  getCashOut(app, app.cashOut);
  postCashOut(app, app.cashOut);
  postAutoCashOut(app, app.cashOut);
}
