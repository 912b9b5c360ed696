import { useState } from 'react';
import { Link } from '@portal/router';
import { httpErrorSentence } from '@portal/http';
import { QueryGate } from '@portal/blocks/list';
import { Button, Notice, errorBody, errorStatus } from '@portal/ui/form';
import { fmtDateTime } from '@portal/ui/format';
import { useQueryClient } from '@tanstack/react-query';
import { aiConversations } from '../../api/aiConversations';
import { aiConversationDelete } from '../../api/aiConversationDelete';
import { resultHref } from './address';

/**
 * 대화목록: the member's conversations (latest first) to open, continue or delete (asked again in the
 * project's dialog, cancel focused). `level` is the heading level of the list's title.
 */
export function History({ level = 2, continueLinks = false }: { level?: 2 | 3; continueLinks?: boolean }) {
  const query = aiConversations.use({ query: { page: 1, pageSize: 20 } });
  const client = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const H = level === 2 ? 'h2' : 'h3';

  const remove = async (id: string, title: string) => {
    const { confirmFirst } = await import('@portal/ui/dialog');
    const confirmed = await confirmFirst({
      confirmButtonText: '삭제',
      title: '이 대화를 삭제할까요?',
      text: `‘${title}’ 대화의 질문과 답변을 모두 지웁니다. 삭제하면 되돌릴 수 없습니다.`,
      textAlign: 'left',
    });
    if (!confirmed) return;
    setFailure(null);
    try {
      await aiConversationDelete.run(client, { params: { conversationId: id } });
      setSaid(`‘${title}’ 대화를 삭제했습니다.`);
    } catch (error) {
      if (errorStatus(error) === 404) {
        void client.invalidateQueries({ queryKey: ['aiConversations'] });
        setSaid(`‘${title}’ 대화는 이미 삭제되었습니다.`);
      } else setFailure(errorBody(error).message ?? httpErrorSentence(error));
    }
  };

  return (
    <section className="ai-history" aria-labelledby="ai-history-title" data-ai-history="">
      <H className="ai-section__title" id="ai-history-title">
        대화목록
      </H>
      <p className="ai-note">지난 질문과 답변은 1년 동안 보관되며, 언제든 삭제할 수 있습니다.</p>
      <p className="sr-only" role="status">
        {said ?? ''}
      </p>
      {said ? <Notice tone="success">{said}</Notice> : null}
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <QueryGate query={query} what="대화목록을">
        {(data) =>
          data.items.length === 0 ? (
            <p className="ai-empty" data-ai-history-empty="">
              아직 물어본 대화가 없습니다.
            </p>
          ) : (
            <ul className="ai-history__list">
              {data.items.map((c) => (
                <li key={c.conversationId} className="ai-history__item" data-conversation={c.conversationId}>
                  <Link to={resultHref('/ai/result', { conversationId: c.conversationId })} className="ai-history__title">
                    {c.title}
                  </Link>
                  <span className="ai-history__meta">
                    질문 {c.turns}개 · {fmtDateTime(c.updatedAt)}
                  </span>
                  <span className="ai-history__actions">
                    {continueLinks ? (
                      <Link to={resultHref('/ai/result/search', { conversationId: c.conversationId })} className="btn btn-secondary btn-small">
                        이어서 묻기<span className="sr-only">: {c.title}</span>
                      </Link>
                    ) : null}
                    <Button variant="tertiary" size="small" onClick={() => void remove(c.conversationId, c.title)}>
                      삭제<span className="sr-only">: {c.title}</span>
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
