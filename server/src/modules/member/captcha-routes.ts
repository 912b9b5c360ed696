import type { FastifyRequest } from 'fastify';
import { CAPTCHA_LENGTH, type CaptchaChallenge, type memberCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { captchaWav } from '../../kernel/captcha/audio';
import { issueChallenge, openChallenge, passChallenge } from '../../kernel/captcha/challenges';
import { captchaSvg } from '../../kernel/captcha/image';
import { WRITE_LIMIT } from '../../kernel/limits';
import { codedError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import type { MemberContext } from './context';

/** 자동 입력 방지 (issue 35): a new challenge, its picture and its sound, and the sample page's check. */
export function captchaHandlers({ db, config }: MemberContext) {
  const base = config.contextPath;
  /** The digits of a challenge still open, else 404 (the picture and the sound of a spent or old one are gone). */
  const openDigits = async (req: FastifyRequest, id: string) => {
    const digits = await openChallenge(db, id, nowOf(req));
    if (!digits) throw codedError(404, 'NOT_FOUND', '자동 입력 방지 문자의 시간이 지났거나 이미 확인했습니다. 새로 받아 주세요.');
    return digits;
  };
  return {
    captchaNew: {
      options: WRITE_LIMIT(60),
      handler: async (req): Promise<CaptchaChallenge> => {
        const { id, expiresAt } = await issueChallenge(db, nowOf(req));
        return {
          captchaId: id,
          imageUrl: `${base}/api/captcha/${id}/image`,
          audioUrl: `${base}/api/captcha/${id}/audio`,
          expiresAt: expiresAt.toISOString(),
          length: CAPTCHA_LENGTH,
        };
      },
    },
    captchaImage: async (req, reply, { params }) => {
      const digits = await openDigits(req, params.captchaId);
      return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'no-store').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'").send(captchaSvg(digits));
    },
    captchaAudio: async (req, reply, { params }) => {
      const digits = await openDigits(req, params.captchaId);
      return reply.header('Content-Type', 'audio/wav').header('Cache-Control', 'no-store').send(captchaWav(digits));
    },
    captchaCheck: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { body }) => {
        await passChallenge(db, body.captchaId, body.captchaAnswer, nowOf(req));
        return { ok: true as const };
      },
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;
}
