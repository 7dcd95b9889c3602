import { EVENT_PREFIX, publish, subscribe } from './bus';
import type * as Bus from './bus';

describe('event bus', () => {
  it('delivers a published payload to a subscriber', () => {
    const received: number[] = [];
    const stop = subscribe('bet:select', ({ betEventId }) => received.push(betEventId));
    publish('bet:select', { betEventId: 42 });
    stop();
    expect(received).toEqual([42]);
  });

  it('stops delivering after unsubscribe', () => {
    const received: boolean[] = [];
    const stop = subscribe('betslip:toggle', ({ open }) => received.push(open));
    publish('betslip:toggle', { open: true });
    stop();
    publish('betslip:toggle', { open: false });
    expect(received).toEqual([true]);
  });

  it('keeps events apart by name', () => {
    const coins: string[] = [];
    const stop = subscribe('coins:changed', ({ reason }) => coins.push(reason));
    publish('session:changed', { loggedIn: true });
    publish('coins:changed', { reason: 'bet-placed' });
    stop();
    expect(coins).toEqual(['bet-placed']);
  });

  it('gives each listener a copy, so a listener cannot change what the sender holds', () => {
    const payload = { betEventId: 7 };
    const stop = subscribe('bet:select', (received) => {
      (received as { betEventId: number }).betEventId = 99;
    });
    publish('bet:select', payload);
    stop();
    expect(payload.betEventId).toBe(7);
  });

  it('talks to an independent copy of the module, as remotes on different builds do', () => {
    let otherCopy: typeof Bus | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<typeof Bus>('./bus');
    });
    if (!otherCopy) throw new Error('the second copy did not load');
    expect(otherCopy.subscribe).not.toBe(subscribe);

    const heardByOther: number[] = [];
    const heardByThis: boolean[] = [];
    const stopOther = otherCopy.subscribe('bet:select', ({ betEventId }) =>
      heardByOther.push(betEventId),
    );
    const stopThis = subscribe('session:changed', ({ loggedIn }) => heardByThis.push(loggedIn));
    publish('bet:select', { betEventId: 5 });
    otherCopy.publish('session:changed', { loggedIn: true });
    stopOther();
    stopThis();
    expect(heardByOther).toEqual([5]);
    expect(heardByThis).toEqual([true]);
  });

  it('uses sportsbook:<event> DOM events on window as its wire', () => {
    const seen: unknown[] = [];
    const listener = (event: Event): void => {
      seen.push((event as CustomEvent).detail);
    };
    window.addEventListener(`${EVENT_PREFIX}coins:changed`, listener);
    publish('coins:changed', { reason: 'deposit' });
    window.removeEventListener(`${EVENT_PREFIX}coins:changed`, listener);
    expect(seen).toEqual([{ reason: 'deposit' }]);
  });
});
