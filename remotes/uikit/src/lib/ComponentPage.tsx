// The one examples page of the UI kit (issue 35): every built /components/* route renders this with its
// route; the content is that route's entry of the registry (@portal/ui/showcase), whose examples are
// the component folders' fixtures the unit test renders too. The side navigation is the host's (guide layout).
import { HeadedTable } from '@portal/ui';
import { showcaseDoc, stateLabels, type ComponentDoc, type Example } from '@portal/ui/showcase';

function ExampleBlock({ example }: { example: Example }) {
  const { id, name, state, description, Render, code } = example;
  return (
    <section className="uk-example" aria-labelledby={`${id}-title`} data-example={id} data-state={state}>
      <div className="uk-example__head">
        <h3 id={`${id}-title`}>
          {name}
          <span className="uk-state">
            <span className="sr-only">상태: </span>
            {stateLabels[state]}
          </span>
        </h3>
        {description ? <p className="uk-example__desc">{description}</p> : null}
      </div>
      <div className="uk-demo" data-demo={id}>
        <Render />
      </div>
      <details className="uk-code">
        <summary>
          코드 보기<span className="sr-only">: {name}</span>
        </summary>
        <pre tabIndex={0} aria-label={`${name} 코드`}>
          <code>{code}</code>
        </pre>
      </details>
    </section>
  );
}

function PropsTable({ doc }: { doc: ComponentDoc }) {
  return (
    <HeadedTable
      caption={`${doc.title} 속성`}
      head={['이름', '형식', '필수', '기본값', '설명']}
      rows={doc.props.map((p) => [<code>{p.name}</code>, <code>{p.type}</code>, p.required ? '예' : '아니요', p.default ? <code>{p.default}</code> : '—', p.description])}
      frameClass="uk-table-frame"
      tableClass="uk-table"
      region="속성 표"
    />
  );
}

function Notes({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

export function ComponentDocView({ doc }: { doc: ComponentDoc }) {
  return (
    <article className="uk-page" data-showcase={doc.route}>
      <h1 className="mb-page__title">{doc.title}</h1>
      <p className="uk-lead">{doc.summary}</p>
      <nav aria-label="이 화면의 차례">
        <ul className="uk-toc">
          <li>
            <a href="#uk-examples">예시 {doc.examples.length}개</a>
          </li>
          <li>
            <a href="#uk-usage">사용법</a>
          </li>
          <li>
            <a href="#uk-props">속성</a>
          </li>
          <li>
            <a href="#uk-a11y">접근성</a>
          </li>
        </ul>
      </nav>
      <h2 id="uk-examples">예시</h2>
      {doc.examples.map((e) => (
        <ExampleBlock key={e.id} example={e} />
      ))}
      {doc.Extra ? <doc.Extra /> : null}
      <h2 id="uk-usage">사용법</h2>
      <pre className="uk-code uk-import" tabIndex={0} aria-label="가져오는 코드">
        <code>{doc.importLine}</code>
      </pre>
      <h2 id="uk-props">속성</h2>
      <PropsTable doc={doc} />
      <h2 id="uk-a11y">접근성</h2>
      <Notes title="키보드" items={doc.a11y.keyboard} />
      <Notes title="역할과 속성" items={doc.a11y.roles} />
      <Notes title="화면 낭독기" items={doc.a11y.screenReader} />
    </article>
  );
}

export default function ComponentPage({ route }: { route: string }) {
  const doc = showcaseDoc(route);
  // pages.ts maps only the registry's routes, so this cannot miss; the guard keeps the type honest
  if (!doc) throw new Error(`No showcase entry for ${route}`);
  return <ComponentDocView doc={doc} />;
}
