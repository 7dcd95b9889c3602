import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PREDICTION_DEFAULT_STAKE,
  PREDICTION_MESSAGES,
  type PredictionEvent,
} from '@sportsbook/shared/contracts';
import {
  messageActions,
  useSessionDispatch,
  useSessionSelector,
  type MessageType,
} from '@sportsbook/shared/session';
import { SafeHtml } from './SafeHtml';
import { StakeBox } from './StakeBox';
import { submitProblem, winBadge } from './stake-rules';
import { TeamGrid } from './TeamGrid';
import { useSubmitPrediction } from './use-submit-prediction';

/** Where "Login to Submit" leads (SPEC-READINGS.md "Prediction"). */
export const SIGN_IN_PATH = '/sign-in';

export const PREDICTION_CLOSED_TEXT = 'This prediction event is closed to new entries.';

/** The loaded event: description, badge, stake, teams and submit. */
export function PredictionCard({ event }: { event: PredictionEvent }) {
  const navigate = useNavigate();
  const dispatch = useSessionDispatch();
  const loggedIn = useSessionSelector((state) => state.auth.loggedIn);
  const userId = useSessionSelector((state) => state.auth.user?.id ?? null);
  const [stake, setStake] = useState(String(PREDICTION_DEFAULT_STAKE));
  const [teamId, setTeamId] = useState<number | null>(null);
  const { busy, submit } = useSubmitPrediction();
  const open = event.status === 'open';

  const toast = useCallback(
    (type: MessageType, title: string) => dispatch(messageActions.showMessage({ type, title })),
    [dispatch],
  );

  const toggleTeam = useCallback(
    (id: number) => setTeamId((current) => (current === id ? null : id)),
    [],
  );

  const onSubmit = async () => {
    if (!loggedIn) {
      navigate(SIGN_IN_PATH);
      return;
    }
    const problem = submitProblem(teamId, stake);
    if (problem !== null || teamId === null) {
      toast('error', problem ?? PREDICTION_MESSAGES.selectTeam);
      return;
    }
    if (userId === null) {
      // Signed in but the profile (the participant id) has not loaded: nothing can be sent.
      toast('error', PREDICTION_MESSAGES.failed);
      return;
    }
    const result = await submit({ participantId: userId, eventId: event.id, teamId, stake });
    if (result.ok) {
      setStake('0');
      setTeamId(null);
      toast('success', result.message);
    } else {
      toast('error', result.message);
    }
  };

  return (
    <>
      <div className="sb-pred-head">
        <h1 className="sb-pred-title">{event.name}</h1>
        <span className="sb-pred-badge">{winBadge(event.remuneration)}</span>
      </div>
      <SafeHtml className="sb-pred-description" html={event.description} />
      <StakeBox stake={stake} onChange={setStake} />
      <TeamGrid teams={event.teams} selected={teamId} onToggle={toggleTeam} />
      {!open && (
        <p className="sb-pred-closed" role="status">
          {PREDICTION_CLOSED_TEXT}
        </p>
      )}
      <button
        type="button"
        className={`sb-pred-submit${loggedIn && teamId === null ? ' sb-pred-submit--muted' : ''}`}
        disabled={(loggedIn && !open) || busy}
        aria-busy={busy}
        onClick={() => void onSubmit()}
      >
        {loggedIn ? 'Submit' : PREDICTION_MESSAGES.loginToSubmit}
      </button>
    </>
  );
}
