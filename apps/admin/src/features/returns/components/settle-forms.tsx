import {
  RETURN_ADMIN_TEXTS,
  RETURN_CONDITIONS,
  RETURN_MESSAGES,
  type ReturnCondition,
  type ReturnMoveBody,
} from '@shop/shared';
import { useState } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { moveBodyProblem } from './move-body';
import { MoveForm } from './move-form';

const texts = RETURN_ADMIN_TEXTS;

export interface MoveFormProps {
  busy: boolean;
  onMove: (body: ReturnMoveBody) => void;
  onCancel: () => void;
}

/** Reject, with the reason the shopper reads (required). */
export function RejectForm({ busy, onMove, onCancel }: MoveFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  function submit() {
    const body: ReturnMoveBody = { status: 'Rejected', reason: reason.trim() };
    const problem = body.reason === '' ? RETURN_MESSAGES.rejectionReasonRequired : moveBodyProblem(body);
    setError(problem ?? undefined);
    if (!problem) onMove(body);
  }
  return (
    <MoveForm label={texts.reject} variant="danger" busy={busy} onSubmit={submit} onCancel={onCancel}>
      <TextField
        label={texts.rejectionReason}
        value={reason}
        maxLength={300}
        error={error}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </MoveForm>
  );
}

/** Mark received, saying whether the unit can be sold again or is faulty. */
export function ReceiveForm({ busy, onMove, onCancel }: MoveFormProps) {
  const [condition, setCondition] = useState<ReturnCondition | null>(null);
  const [error, setError] = useState<string>();
  function submit() {
    if (!condition) {
      setError(RETURN_MESSAGES.conditionRequired);
      return;
    }
    onMove({ status: 'Received', condition });
  }
  return (
    <MoveForm label={texts.receive} busy={busy} onSubmit={submit} onCancel={onCancel}>
      <fieldset aria-describedby={error ? 'return-condition-error' : undefined} className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{texts.condition}</legend>
        {RETURN_CONDITIONS.map((each) => (
          <label key={each} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              name="return-condition"
              checked={condition === each}
              onChange={() => {
                setCondition(each);
                setError(undefined);
              }}
            />
            {texts.conditions[each]}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="return-condition-error" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </MoveForm>
  );
}

/** Replace with a new unit, by the serial or IMEI of the unit handed over. */
export function ReplaceForm({ busy, onMove, onCancel }: MoveFormProps) {
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string>();
  function submit() {
    const body: ReturnMoveBody = { status: 'Replaced', serial: serial.trim() };
    const problem = body.serial === '' ? RETURN_MESSAGES.replacementSerialRequired : moveBodyProblem(body);
    setError(problem ?? undefined);
    if (!problem) onMove(body);
  }
  return (
    <MoveForm label={texts.replace} busy={busy} onSubmit={submit} onCancel={onCancel}>
      <TextField
        label={texts.replacementSerial}
        value={serial}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        error={error}
        autoFocus
        onChange={(event) => {
          setSerial(event.target.value);
          setError(undefined);
        }}
      />
    </MoveForm>
  );
}

/** Mark repaired, saying what was repaired (the shopper reads it). */
export function RepairForm({ busy, onMove, onCancel }: MoveFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  function submit() {
    const body: ReturnMoveBody = { status: 'Repaired', note: note.trim() };
    const problem = body.note === '' ? RETURN_MESSAGES.repairNoteRequired : moveBodyProblem(body);
    setError(problem ?? undefined);
    if (!problem) onMove(body);
  }
  return (
    <MoveForm label={texts.repair} busy={busy} onSubmit={submit} onCancel={onCancel}>
      <TextAreaField
        label={texts.repairNote}
        rows={3}
        value={note}
        maxLength={1000}
        error={error}
        autoFocus
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
    </MoveForm>
  );
}
