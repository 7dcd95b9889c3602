import { Skeleton } from '@sportsbook/shared/ui';
import { RemoteSlot } from '../../federation/RemoteSlot';

/** /prediction (PREDICTION_PATH): the prediction remote's card; anyone may look, entering needs sign-in. */
export function PredictionPage() {
  return (
    <div className="sb-host-page">
      <RemoteSlot
        module="prediction/PredictionPage"
        skeleton={<Skeleton rows={4} height={110} label="Loading the prediction event" />}
      />
    </div>
  );
}
