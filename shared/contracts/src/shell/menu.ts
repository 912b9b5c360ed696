import { z } from 'zod';
import { SitePath } from '../common';

export const MENU_TYPES = ['MENU', 'TAB', 'PAGE', 'POPUP'] as const;
export const MODULE_NAMES = ['SRVC', 'LWA', 'LWA_DSC'] as const;

/** Spec section 3, "Menu item" (plus ids the satisfaction box and site map need). */
export interface MenuItem {
  menuId: string;
  parentMenuId: string | null;
  menuName: string;
  menuUrl: string | null;
  menuType: (typeof MENU_TYPES)[number];
  moduleNm: (typeof MODULE_NAMES)[number] | null;
  menuUseSatisfaction: boolean;
  children: MenuItem[];
}
export const MenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    parentMenuId: z.string().nullable(),
    menuName: z.string(),
    menuUrl: z.string().nullable(),
    menuType: z.enum(MENU_TYPES),
    moduleNm: z.enum(MODULE_NAMES).nullable(),
    menuUseSatisfaction: z.boolean(),
    children: z.array(MenuItem),
  }),
);
export const MenuList = z.array(MenuItem);

export const MenuUrlQuery = z.object({
  menuUrl: z.union([SitePath, z.literal('')], { error: 'menuUrl은 하나의 경로 문자열로 보내 주세요.' }).optional().default(''),
});

/** Answer of GET /api/accessPage: whether the visitor may open the page, and where to go if not. */
export const AccessPageResult = z.object({
  menuUrl: z.string(),
  known: z.boolean(),
  access: z.enum(['PUBLIC', 'MEMBER']),
  allowed: z.boolean(),
  redirectTo: z.string().nullable(),
});
export type AccessPageResult = z.infer<typeof AccessPageResult>;
