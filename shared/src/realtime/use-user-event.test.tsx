import { act, render } from '@testing-library/react';
import type { UserEventName, UserEventPayloads } from '../contracts';
import { onUserEvent } from './connection';
import { mergeRowsById, useUserRowUpdates } from './use-user-event';

jest.mock('./connection', () => ({ onUserEvent: jest.fn() }));

interface Row {
  id: number;
  status: string;
  stake: number;
}

const onUserEventMock = jest.mocked(onUserEvent);
let heard: ((payload: unknown) => void)[] = [];
let stopped: jest.Mock;

beforeEach(() => {
  heard = [];
  stopped = jest.fn();
  onUserEventMock
    .mockReset()
    .mockImplementation(
      <E extends UserEventName>(
        _userId: number,
        _event: E,
        handler: (payload: UserEventPayloads[E]) => void,
      ) => {
        heard.push(handler as (payload: unknown) => void);
        return stopped;
      },
    );
});

describe('mergeRowsById', () => {
  it('merges each update into the row of the same id and leaves the others', () => {
    const rows: Row[] = [
      { id: 1, status: 'pending', stake: 20 },
      { id: 2, status: 'pending', stake: 30 },
    ];
    expect(mergeRowsById(rows, [{ id: 2, status: 'won' }])).toEqual([
      { id: 1, status: 'pending', stake: 20 },
      { id: 2, status: 'won', stake: 30 },
    ]);
  });

  it('gives back the same rows when no update names a row shown', () => {
    const rows: Row[] = [{ id: 1, status: 'pending', stake: 20 }];
    expect(mergeRowsById(rows, [{ id: 9, status: 'won' }])).toBe(rows);
  });
});

describe('useUserRowUpdates', () => {
  function Bets({
    userId,
    updateRows,
  }: {
    userId: number | null;
    updateRows: (update: (rows: Row[]) => Row[]) => void;
  }) {
    useUserRowUpdates<'BetsSettled', Row>(userId, 'BetsSettled', ({ bets }) => bets, updateRows);
    return null;
  }

  it("applies the rows an event names to the shown rows, on the signed-in user's channel", () => {
    let rows: Row[] = [{ id: 7, status: 'pending', stake: 20 }];
    const updateRows = jest.fn((update: (current: Row[]) => Row[]) => {
      rows = update(rows);
    });
    const { unmount } = render(<Bets userId={42} updateRows={updateRows} />);
    expect(onUserEventMock).toHaveBeenCalledWith(42, 'BetsSettled', expect.any(Function));

    act(() => heard.forEach((handler) => handler({ bets: [{ id: 7, status: 'won' }] })));
    expect(rows).toEqual([{ id: 7, status: 'won', stake: 20 }]);

    // A payload without rows (an older server) changes nothing.
    act(() => heard.forEach((handler) => handler({})));
    expect(updateRows).toHaveBeenCalledTimes(1);

    unmount();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('listens to nothing while signed out', () => {
    render(<Bets userId={null} updateRows={jest.fn()} />);
    expect(onUserEventMock).not.toHaveBeenCalled();
  });
});
