/** Complaints waiting and answered; an answer reaches the bettor live on their channel. */
import { useState } from 'react';
import type {
  ComplaintQueues,
  OpenComplaintRow as OpenComplaint,
} from '@sportsbook/shared/contracts';
import { Feedback, formatTime, ListError, useAction } from '../common';
import { usePolled } from '../use-polled';

function Answer({ complaint, onDone }: { complaint: OpenComplaint; onDone: () => Promise<void> }) {
  const [text, setText] = useState('');
  const action = useAction(onDone);
  const id = `answer-${complaint.id}`;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(
          'POST',
          `/complaints/${complaint.id}/answer`,
          { answer: text },
          'Answered.',
        );
      }}
    >
      <label htmlFor={id}>Answer to complaint {complaint.id}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={action.fieldErrors.answer ? true : undefined}
        aria-describedby={action.fieldErrors.answer ? `${id}-error` : undefined}
      />
      {action.fieldErrors.answer ? (
        <span id={`${id}-error`} className="bo-field-error">
          {action.fieldErrors.answer}
        </span>
      ) : null}
      <button type="submit" className="bo-primary" disabled={action.busy}>
        Send answer to complaint {complaint.id}
      </button>
      <Feedback state={action} />
    </form>
  );
}

export function Complaints() {
  const list = usePolled<ComplaintQueues>('/complaints', 'complaints');
  return (
    <section aria-labelledby="complaints-title">
      <h1 id="complaints-title">Complaints</h1>
      <ListError error={list.error} />
      <h2>Waiting</h2>
      {list.data && list.data.open.length === 0 ? <p>No complaint is waiting.</p> : null}
      <ul className="bo-cards">
        {list.data?.open.map((complaint) => (
          <li key={complaint.id} className="bo-card">
            <h3>
              {complaint.qtitle} · {complaint.username} · {formatTime(complaint.date)}
            </h3>
            <p>{complaint.qdescription}</p>
            <Answer complaint={complaint} onDone={list.reload} />
          </li>
        ))}
      </ul>
      <h2>Answered</h2>
      <ul className="bo-cards">
        {list.data?.answered.map((complaint) => (
          <li key={complaint.id} className="bo-card">
            <h3>
              {complaint.qtitle} · {complaint.username}
            </h3>
            <p>{complaint.qdescription}</p>
            <p>
              <strong>
                Answer{complaint.answered_at ? ` (${formatTime(complaint.answered_at)})` : ''}:
              </strong>{' '}
              {complaint.answer}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
