// Build-time rendering only (host/prerender): react-router's static router, kept off the shared
// browser entry so no page carries it.
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
