import { act, screen } from '@testing-library/react';
import { submitComplaint } from '@sportsbook/shared/api';
import type * as SharedApi from '@sportsbook/shared/api';
import { renderWithSession, settle, setupUser } from '../../common/test-session';
import { SubmitComplain } from './SubmitComplain';

jest.mock('@sportsbook/shared/api', () => ({
  ...jest.requireActual<typeof SharedApi>('@sportsbook/shared/api'),
  submitComplaint: jest.fn(),
}));
const submitMock = jest.mocked(submitComplaint);

beforeEach(() => {
  jest.useFakeTimers();
  submitMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('Submit Complain', () => {
  it('says Subject required and Description required on change', async () => {
    const user = setupUser();
    renderWithSession(<SubmitComplain />);
    await user.type(screen.getByLabelText('Subject'), 'a');
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Description'), 'b');
    await user.clear(screen.getByLabelText('Description'));
    await settle();
    expect(screen.getByText('Subject required')).toBeVisible();
    expect(screen.getByText('Description required')).toBeVisible();
  });

  it("sends subject and description, shows the server's message and resets the form", async () => {
    submitMock.mockResolvedValue({
      message: 'Your complain has been submitted.',
      data: {
        id: 1,
        date: new Date(2026, 2, 5).toISOString(),
        qtitle: 'Late payout',
        qdescription: 'My withdrawal is late.',
        answer: null,
        status: 'open',
        answered_at: null,
      },
    });
    const user = setupUser();
    renderWithSession(<SubmitComplain />);
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Complain' })).toBeVisible();
    await user.type(screen.getByLabelText('Subject'), 'Late payout');
    await user.type(screen.getByLabelText('Description'), 'My withdrawal is late.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    expect(submitMock).toHaveBeenCalledWith({
      qtitle: 'Late payout',
      qdescription: 'My withdrawal is late.',
    });
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('status')).toHaveTextContent('Your complain has been submitted.');
    await user.click(screen.getByRole('button', { name: 'Submit another complain' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});
