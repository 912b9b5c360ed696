import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SATISFACTION_COMMENT_MAX } from '@portal/contracts/client';
import { satisfactionSubmit } from '../../api';
import {
  checkAnswer,
  commentLength,
  errorsFromResponse,
  newIdempotencyKey,
  SATISFACTION_LEVELS,
  type FormErrors,
} from './submit';
import './satisfaction.css';

/** Menus answered during this page load: coming back shows the thanks, not a second form. */
const answered = new Set<string>();

/**
 * 만족도 조사 form: five levels as a radio group (arrow keys move and select, as native radios do),
 * an optional comment with a live character counter, one submit. Errors appear next to their field,
 * focus moves to the first field in error (or to the form message), and nothing typed is lost. One
 * Idempotency-Key per filled form: a double click or a retry never stores twice.
 */
export default function SatisfactionForm({ menuId }: { menuId: string }) {
  const uid = useId();
  const ids = {
    title: `${uid}-title`,
    scoreError: `${uid}-score-error`,
    comment: `${uid}-comment`,
    count: `${uid}-count`,
    commentError: `${uid}-comment-error`,
    formError: `${uid}-form-error`,
  };
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(() => answered.has(menuId));
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const focusAfter = useRef<'errors' | 'thanks' | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'thanks') thanksRef.current?.focus();
    else if (target === 'errors') {
      if (errors.score) (document.querySelector<HTMLInputElement>(`input[name="${uid}-score"]:checked`) ?? firstRadio.current)?.focus();
      else if (errors.comment) commentRef.current?.focus();
      else if (errors.form) formErrorRef.current?.focus();
    }
  });

  const showErrors = (e: FormErrors) => {
    setErrors(e);
    focusAfter.current = 'errors';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // a second click before React re-renders the disabled button must not send again
    if (inFlight.current) return;
    const local = checkAnswer(score, comment, SATISFACTION_COMMENT_MAX);
    if (score === null || local.score || local.comment) return showErrors(local);
    inFlight.current = true;
    setSending(true);
    setErrors({});
    key.current ??= newIdempotencyKey();
    try {
      await satisfactionSubmit({ menuId, score, comment: comment.trim() }, key.current);
      answered.add(menuId);
      focusAfter.current = 'thanks';
      setDone(true);
    } catch (error) {
      const response = (error as { response?: { status?: number; data?: unknown } }).response;
      showErrors(errorsFromResponse(response?.status, response?.data));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const length = commentLength(comment);
  const left = SATISFACTION_COMMENT_MAX - length;

  return (
    <section className="satisfaction" aria-labelledby={ids.title} data-satisfaction-menu={menuId}>
      <h2 id={ids.title} className="satisfaction__title">
        만족도 조사
      </h2>
      {done ? (
        <p ref={thanksRef} className="satisfaction__thanks" role="status" tabIndex={-1}>
          소중한 의견 감사합니다.
        </p>
      ) : (
        <form className="satisfaction__form" onSubmit={onSubmit} noValidate>
          <fieldset className="satisfaction__levels">
            <legend>
              이 페이지에서 제공하는 정보와 서비스에 만족하십니까? <span className="satisfaction__required">(필수)</span>
            </legend>
            <div className="satisfaction__options">
              {SATISFACTION_LEVELS.map((level, i) => (
                <label key={level.score} className="satisfaction__option">
                  <input
                    ref={i === 0 ? firstRadio : undefined}
                    type="radio"
                    name={`${uid}-score`}
                    value={level.score}
                    checked={score === level.score}
                    onChange={() => {
                      setScore(level.score);
                      if (errors.score) setErrors(({ score: _s, ...rest }) => rest);
                    }}
                    aria-invalid={errors.score ? true : undefined}
                    aria-describedby={errors.score ? ids.scoreError : undefined}
                  />
                  <span>{level.label}</span>
                </label>
              ))}
            </div>
            {errors.score ? (
              <p id={ids.scoreError} className="field-error">
                {errors.score}
              </p>
            ) : null}
          </fieldset>
          <div className="satisfaction__comment">
            <label htmlFor={ids.comment}>
              의견 <span className="satisfaction__optional">(선택)</span>
            </label>
            <textarea
              ref={commentRef}
              id={ids.comment}
              value={comment}
              rows={3}
              maxLength={SATISFACTION_COMMENT_MAX}
              placeholder="더 나은 서비스를 위해 의견을 남겨 주십시오. 개인정보는 적지 마십시오."
              onChange={(e) => setComment(e.target.value)}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={[ids.count, errors.comment ? ids.commentError : ''].filter(Boolean).join(' ')}
            />
            <p id={ids.count} className="satisfaction__count">
              {length} / {SATISFACTION_COMMENT_MAX}자
            </p>
            {/* read out only near the limit, not on every key */}
            <p className="sr-only" aria-live="polite">
              {left <= 50 ? `${Math.max(0, left)}자 더 입력할 수 있습니다.` : ''}
            </p>
            {errors.comment ? (
              <p id={ids.commentError} className="field-error">
                {errors.comment}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p ref={formErrorRef} id={ids.formError} className="field-error satisfaction__form-error" role="alert" tabIndex={-1}>
              {errors.form}
            </p>
          ) : null}
          <div className="satisfaction__actions">
            <button type="submit" className="btn btn-primary" disabled={sending} aria-disabled={sending || undefined}>
              {sending ? '보내는 중…' : '의견 보내기'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
