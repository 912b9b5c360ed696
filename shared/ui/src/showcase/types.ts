// The UI kit's examples registry (issue 35): what one /components/* page shows. Each component's
// folder (`shared/ui/src/<component>/examples.tsx`) exports one ComponentDoc; the same examples are
// rendered by the uikit remote's one page and by the unit test (remotes/uikit/test/examples.test.ts),
// so what the showcase shows is what is tested.
import type { ComponentType } from 'react';
import type { AreaRoutePaths } from '@portal/contracts/client';

/** A route of the developer showcase (`/components/…` of routes.txt). */
export type ShowcaseRoute = Extract<AreaRoutePaths['uikit'], `/components/${string}`>;

/** The state an example shows (KRDS and GOV.UK document these per component). */
export type ExampleState = 'default' | 'filled' | 'disabled' | 'error' | 'loading' | 'empty' | 'success' | 'variant';

export const stateLabels: Record<ExampleState, string> = {
  default: '기본',
  filled: '입력됨',
  disabled: '비활성',
  error: '오류',
  loading: '불러오는 중',
  empty: '비어 있음',
  success: '완료',
  variant: '변형',
};

export interface Example {
  /** Unique in its page: the anchor of the example and the prefix of the ids inside it. */
  id: string;
  /** Korean name shown as the example's heading. */
  name: string;
  state: ExampleState;
  description?: string;
  /** The live example: the component the portal uses, with this example's props (its own state where it has one). */
  Render: ComponentType;
  /** The code a developer copies (TSX). */
  code: string;
  /** The error text an 'error' example shows; the unit test checks it is tied to its field by aria-describedby. */
  error?: string;
}

export interface PropDoc {
  name: string;
  type: string;
  required?: boolean;
  default?: string;
  description: string;
}

export interface A11yNotes {
  /** What the keyboard does. */
  keyboard: string[];
  /** Roles, states and properties in the markup. */
  roles: string[];
  /** What a screen reader announces. */
  screenReader: string[];
}

export interface ComponentDoc {
  route: ShowcaseRoute;
  title: string;
  summary: string;
  /** The import line (what the portal's pages import, never a showcase copy). */
  importLine: string;
  /** Names of the components the examples' code uses (the unit test checks each code sample names one). */
  uses: string[];
  examples: Example[];
  props: PropDoc[];
  a11y: A11yNotes;
  /** Free-form content after the examples (the colours and type tables generated from the tokens). */
  Extra?: ComponentType;
}
