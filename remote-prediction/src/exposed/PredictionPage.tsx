import { Link } from 'react-router-dom';
import { PREDICTION_EVENT_ID, PREDICTION_MESSAGES } from '@sportsbook/shared/contracts';
import { Loader } from '@sportsbook/shared/ui';
import { PredictionCard } from '../features/prediction/PredictionCard';
import { usePredictionEvent } from '../features/prediction/use-prediction-event';
import '../features/prediction/prediction.css';

export const LOAD_FAILED_TEXT = 'The prediction event could not be loaded.';

/**
 * The prediction screen of SPEC section 2 (`prediction/PredictionPage`, served at /prediction):
 * a narrow card for event 1. No props; it reads the session store the host provides and sends
 * its toasts there (the host's toast container shows them).
 */
export default function PredictionPage() {
  const { load, retry } = usePredictionEvent(PREDICTION_EVENT_ID);
  return (
    <section className="sb-pred" aria-busy={load.state === 'loading'}>
      <Link className="sb-pred-back" to="/">
        <span aria-hidden="true">←</span> Back
      </Link>
      {load.state === 'loaded' ? (
        <PredictionCard event={load.event} />
      ) : (
        <>
          <h1 className="sb-pred-title">Prediction</h1>
          {load.state === 'loading' ? (
            <Loader label="Loading the prediction event" />
          ) : (
            <div className="sb-pred-failed" role="alert">
              <p>{LOAD_FAILED_TEXT}</p>
              <button type="button" className="sb-pred-retry" onClick={retry}>
                Retry
              </button>
            </div>
          )}
        </>
      )}
      <p className="sb-pred-responsible">{PREDICTION_MESSAGES.responsible}</p>
    </section>
  );
}
