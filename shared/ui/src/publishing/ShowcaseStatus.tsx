import { Link } from '@portal/router';
import { routes } from '@portal/contracts/client';
import { HeadedTable } from '../table';
import type { ComponentDoc } from '../showcase/types';

/** Every /components/* route of routes.txt (the showcase's part of the uikit area), in its order. */
export const componentRoutes: readonly string[] = routes.filter((r) => r.area === 'uikit' && r.path.startsWith('/components/')).map((r) => r.path);

/**
 * The status of showcase routes, generated from the registry: each route, its title, whether its page
 * is built (an entry of @portal/ui/showcase) or still the /ready page ('예정'), its import line and its examples.
 */
export function ShowcaseStatus({ docs, paths, caption, region }: { docs: readonly ComponentDoc[]; paths: readonly string[]; caption: string; region: string }) {
  const byRoute = new Map(docs.map((d) => [d.route as string, d]));
  const rows = paths.map((path) => {
    const doc = byRoute.get(path);
    return [
      <Link to={path}>{path}</Link>,
      doc ? doc.title : '—',
      doc ? '완성' : '예정',
      doc ? <code>{doc.importLine}</code> : '—',
      doc ? String(doc.examples.length) : '0',
    ];
  });
  return <HeadedTable caption={caption} head={['주소', '이름', '상태', '가져오기', '예시 수']} rows={rows} frameClass="uk-table-frame" tableClass="uk-table" region={region} />;
}
