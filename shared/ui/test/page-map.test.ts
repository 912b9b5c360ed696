import { describe, expect, it } from 'vitest';
import type { PageMap } from '../src/area';

const Page = () => null;

describe('PageMap (typed by routes.txt)', () => {
  it('takes the routes of its own area and refuses a mistyped or foreign one at compile time', () => {
    const ok: PageMap<'center'> = { '/center/faq/list': Page, '/trms': Page };
    // @ts-expect-error a mistyped route is not a route of the area
    const typo: PageMap<'center'> = { '/center/faq/lst': Page };
    // @ts-expect-error a route of another area
    const foreign: PageMap<'center'> = { '/dscsn/form/ps1': Page };
    expect(Object.keys({ ...ok, ...typo, ...foreign })).toHaveLength(4);
  });
});
