// @portal/router: the react-router API the portal's browser code uses, shared by host and remotes
// as ONE singleton (one react-router instance, one router context).
//
// Why not share react-router itself: module federation never tree-shakes a shared package (any
// remote may use any export), and react-router's entry also carries its server, RSC, cookie and
// session code — 59.5 KB gzip on the main page. Sharing this list instead lets the build tree-shake
// react-router down to the client data router (≈30 KB gzip). Browser code therefore imports the
// router from '@portal/router' only, and no package but this one depends on react-router (unit
// test: shared/router/test/router.test.ts).
//
// Need another client export? Add it here. The host's copy of this list is what every remote gets
// at runtime, so deploy the host before a remote that uses the new export.
export type * from 'react-router';
// Only the names some package imports today (a unit test fails when an import is missing here):
// unused names would still ship, because a shared module is never tree-shaken.
export {
  // the data router and its provider (the host's router)
  createBrowserRouter,
  RouterProvider,
  // components
  Link,
  Navigate,
  Outlet,
  // hooks
  useBlocker,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
  // helpers
  isRouteErrorResponse,
} from 'react-router';
