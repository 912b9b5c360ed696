import { useState } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { VideoEnter, type VideoRoom } from '@portal/contracts';
import { httpErrorSentence } from '@portal/http';
import { Button, FormSection, NextLinks, Notice, TextField, useZodForm } from '@portal/ui/form';
import { SubmitForm, useSubmit, SubmitActions } from '@portal/blocks/form';
import { dscsnVideoEnter } from '../../api/dscsnVideoEnter';
import { instantText } from '../../lib/format';
import { SignInPrompt } from '../../lib/signin';

const ROOM_KEY = 'portal.dscsn.room';
const ORDER = ['rsvtNo', 'accessCode'];

function readRoom(): VideoRoom | null {
  try {
    return JSON.parse(sessionStorage.getItem(ROOM_KEY) ?? 'null') as VideoRoom | null;
  } catch {
    return null;
  }
}

/** /dscsn/vido: how video consultation works and the 입장 form; ?room=NAME shows the sandbox test room. */
export default function VidoPage() {
  const { search } = useLocation();
  const room = new URLSearchParams(search).get('room');
  return room ? <SandboxRoom name={room} /> : <VidoInfo />;
}

function VidoInfo() {
  const { search } = useLocation();
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-vido">
      <h1 className="mb-page__title">화상상담 안내와 입장</h1>
      <p className="mb-page__lead">예약한 시간에 컴퓨터나 휴대전화 화면으로 상담 위원과 얼굴을 보며 상담합니다. 상담은 무료이며 한 번에 30분입니다.</p>
      <EnterForm initialRsvtNo={new URLSearchParams(search).get('rsvtNo') ?? ''} />
      <section className="fm-card" aria-labelledby="vd-how">
        <h2 id="vd-how">이렇게 진행됩니다</h2>
        <ol className="fm-list">
          <li>화상상담을 하는 기관과 사무소, 날짜와 시간을 골라 예약합니다. 예약하면 예약번호와 접속번호(숫자 6자리)를 받습니다.</li>
          <li>상담 시작 10분 전부터 이 페이지에서 예약번호와 접속번호를 넣고 입장합니다.</li>
          <li>상담 위원이 들어오면 화면과 소리로 상담합니다. 상담이 끝나면 나가기를 누릅니다.</li>
        </ol>
      </section>
      <section className="fm-card" aria-labelledby="vd-ready">
        <h2 id="vd-ready">미리 준비해 주세요</h2>
        <ul className="fm-list">
          <li>카메라와 마이크가 있는 컴퓨터 또는 휴대전화, 안정된 인터넷 연결</li>
          <li>다른 사람에게 상담 내용이 들리지 않는 조용한 곳</li>
          <li>신분증과 관련 서류(화면에 비춰 보여 줄 수 있도록)</li>
        </ul>
      </section>
      <NextLinks
        links={[
          { to: '/dscsn/vido/vappt/unif', label: '화상상담 예약하기' },
          { to: '/dscsn/vido/vappt/inst', label: '기관별 화상상담 예약' },
        ]}
      />
    </div>
  );
}

function EnterForm({ initialRsvtNo }: { initialRsvtNo: string }) {
  const navigate = useNavigate();
  const form = useZodForm(VideoEnter, { rsvtNo: initialRsvtNo, accessCode: '' });
  const [signedOut, setSignedOut] = useState(false);
  const submit = useSubmit({
    form,
    send: (body) => dscsnVideoEnter.run(null, { body }),
    onDone: (room) => {
      try {
        sessionStorage.setItem(ROOM_KEY, JSON.stringify(room));
      } catch {
        // the room page then shows its name without the times
      }
      if (room.roomUrl.startsWith('/') && !room.roomUrl.startsWith('//')) navigate(room.roomUrl);
      else window.location.assign(room.roomUrl);
    },
    refused: ({ status, body, error }) => {
      if (status === 401) {
        setSignedOut(true);
        return 'handled';
      }
      if (status === 404) return { fields: { accessCode: body.message || '예약번호나 접속번호가 맞지 않습니다. 예약 완료 안내에 있는 번호를 다시 확인해 주세요.' } };
      if (status === 400) return undefined;
      return { failure: body.message || `입장하지 못했습니다. ${httpErrorSentence(error)}` };
    },
  });

  if (signedOut) return <SignInPrompt what="화상 상담실에 들어가려면 예약하신 분으로" />;
  return (
    <SubmitForm form={form} submit={submit} order={ORDER} failure="elsewhere" className="fm-form ds-gap" data-vido-enter="">
      {submit.failure ? (
        <Notice tone="error" role="alert" focusOnMount>
          <p>{submit.failure}</p>
        </Notice>
      ) : null}
      <FormSection title="화상 상담실 입장" id="vd-enter" description="예약 완료 화면과 안내 문자에 있는 예약번호와 접속번호를 넣어 주세요. 상담 시작 10분 전부터 들어갈 수 있습니다.">
        <TextField {...form.field('rsvtNo')} label="예약번호" required autoComplete="off" maxLength={20} hint="예: R20261221-123456" />
        <TextField {...form.field('accessCode')} label="접속번호" required inputMode="numeric" autoComplete="off" maxLength={6} hint="숫자 6자리" />
        <SubmitActions pending={submit.pending} label="입장하기" busyLabel="입장하는 중…" />
      </FormSection>
    </SubmitForm>
  );
}

/** The sandbox adapter's test room: says plainly that it is a test and connects no call. */
function SandboxRoom({ name }: { name: string }) {
  const navigate = useNavigate();
  const [room] = useState(readRoom);
  const known = room && room.roomName === name ? room : null;
  return (
    <div className="mb-page mb-page--wide ds-page" data-page="dscsn-vido-room">
      <h1 className="mb-page__title">샌드박스 시험 상담실</h1>
      <div className="fm-sandbox" data-sandbox="">
        <p style={{ margin: 0 }}>
          <span className="fm-sandbox__badge">샌드박스</span>이 화면은 시험용 화상 상담실(샌드박스)입니다. 실제 영상 통화는 연결되지 않으며 상담 위원도 들어오지 않습니다.
        </p>
      </div>
      <section className="fm-card ds-gap" aria-labelledby="room-facts">
        <h2 id="room-facts">상담실 정보</h2>
        <dl className="fm-dl">
          <dt>상담실 이름</dt>
          <dd data-room-name="">{name}</dd>
          {known ? (
            <>
              <dt>예약번호</dt>
              <dd>{known.rsvtNo}</dd>
              <dt>입장 가능</dt>
              <dd>
                {instantText(known.opensAt)} ~ {instantText(known.closesAt)}
              </dd>
            </>
          ) : null}
        </dl>
        {!known ? <p className="fm-hint">이 브라우저에서 입장한 기록이 없어 예약 정보는 보이지 않습니다. 상담을 하려면 화상상담 페이지에서 예약번호와 접속번호로 입장해 주세요.</p> : null}
        <p>실제 서비스에서는 이 자리에 화상 상담 화면이 열리고, 카메라와 마이크 사용을 허락하는 창이 나옵니다.</p>
      </section>
      <div className="fm-actions">
        <Button
          variant="secondary"
          onClick={() => {
            try {
              sessionStorage.removeItem(ROOM_KEY);
            } catch {
              // nothing kept
            }
            navigate('/dscsn/vido');
          }}
        >
          상담실 나가기
        </Button>
      </div>
    </div>
  );
}
