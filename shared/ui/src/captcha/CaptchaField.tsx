import { useEffect, useRef, useState } from 'react';
import { Button, TextField } from '../form/fields';

export interface CaptchaPicture {
  imageUrl: string;
  audioUrl: string;
  /** How many digits the picture holds. */
  length: number;
}

export interface CaptchaFieldProps {
  id: string;
  /** The challenge to show; null while the first one loads. */
  challenge: CaptchaPicture | null;
  /** The challenge could not be fetched: the field says so and offers 새 문자 받기. */
  loadFailed?: boolean;
  value: string;
  onValue(value: string): void;
  error?: string;
  /** Asks for a new challenge (새 문자 받기; also after a wrong answer). */
  onRefresh(): void;
  refreshing?: boolean;
}

/**
 * 자동 입력 방지 문자 (CAPTCHA): the picture of the digits, 소리로 듣기 (the same digits read aloud in
 * Korean, twice) and 새 문자 받기, over a numeric text field. The picture's alternative text says
 * where the sound is; a polite status line announces a new challenge and a sound that cannot play.
 */
export function CaptchaField({ id, challenge, loadFailed, value, onValue, error, onRefresh, refreshing }: CaptchaFieldProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (!challenge) return;
    if (first.current) first.current = false;
    else setStatus('새 자동 입력 방지 문자를 받았습니다.');
  }, [challenge]);

  const listen = () => {
    const a = audio.current;
    if (!a) return;
    a.currentTime = 0;
    setStatus('숫자를 읽어 드립니다.');
    a.play().catch(() => setStatus('소리를 재생하지 못했습니다. 새 문자 받기를 누른 뒤 다시 들어 보시거나 그림의 숫자를 입력해 주세요.'));
  };

  const length = challenge?.length ?? 5;
  return (
    <div className="fm-captcha" data-captcha="">
      <div className="fm-captcha__picture">
        {challenge ? (
          <img
            src={challenge.imageUrl}
            width={220}
            height={70}
            alt={`자동 입력 방지 문자 그림: 숫자 ${length}자리. 그림을 볼 수 없으면 소리로 듣기를 눌러 주세요.`}
          />
        ) : (
          <p className="fm-captcha__placeholder" role="status">
            {loadFailed ? '자동 입력 방지 문자를 불러오지 못했습니다. 새 문자 받기를 눌러 주세요.' : '자동 입력 방지 문자를 불러오는 중입니다.'}
          </p>
        )}
        <div className="fm-captcha__tools">
          <Button variant="secondary" size="small" onClick={listen} disabled={!challenge}>
            소리로 듣기
          </Button>
          <Button variant="secondary" size="small" onClick={onRefresh} busy={refreshing} busyLabel="새 문자를 받는 중">
            새 문자 받기
          </Button>
        </div>
        {challenge ? <audio ref={audio} src={challenge.audioUrl} preload="none" /> : null}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <TextField
        id={id}
        label="자동 입력 방지 문자"
        required
        value={value}
        onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, length))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        hint={`그림에 보이는 숫자 ${length}자리를 입력해 주세요. 소리로 듣기를 누르면 숫자를 두 번 읽어 드립니다.`}
        error={error}
      />
    </div>
  );
}
