import { useState, type FormEvent, type ReactNode } from 'react';
import { AI_MESSAGES, AI_QUESTION_MAX } from '@portal/contracts/client';
import { CharCounter } from '@portal/blocks/form';
import { Button, TextField } from '@portal/ui/form';

export interface AskBoxProps {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
  /** Called with the trimmed question once it passes the checks. */
  onAsk(question: string): void;
  pending?: boolean;
  /** The server's refusal (429, 409 …), shown by the field; the words stay. */
  failure?: ReactNode;
  hint?: string;
  submitLabel?: string;
}

/** The empty or too long question's message, or null. */
export function questionError(text: string): string | null {
  const t = text.trim();
  if (!t) return AI_MESSAGES.empty;
  if (t.length > AI_QUESTION_MAX) return AI_MESSAGES.tooLong;
  return null;
}

/**
 * The question box: a textarea with its live count against AI_QUESTION_MAX, the field's own error
 * (empty, too long) or the server's refusal by the field; focus goes back to the field on an error.
 */
export function AskBox({ id, label, value, onValue, onAsk, pending, failure, hint = '겪고 있는 일을 사실대로 적어 주세요. 이름·주민등록번호 같은 개인정보는 적지 마세요.', submitLabel = '물어보기' }: AskBoxProps) {
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const problem = questionError(value);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    onAsk(value.trim());
  };
  const shown = error ?? (typeof failure === 'string' ? failure : undefined);
  return (
    <form className="ai-ask" onSubmit={submit} noValidate data-ask-form="">
      <TextField
        id={id}
        label={label}
        multiline
        value={value}
        onValue={(v) => {
          onValue(v);
          if (error) setError(questionError(v));
        }}
        error={shown}
        hint={
          <>
            {hint} · <CharCounter length={value.length} max={AI_QUESTION_MAX} className="ai-counter" />
          </>
        }
      />
      {failure && typeof failure !== 'string' ? (
        <div className="fm-error ai-ask__failure" role="alert">
          {failure}
        </div>
      ) : shown ? (
        <p className="sr-only" role="alert">
          {shown}
        </p>
      ) : null}
      <div className="ai-ask__actions">
        <Button type="submit" busy={pending} busyLabel="답변을 만드는 중">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
