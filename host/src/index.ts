// First: where the shell's chunks load from (the app context path), before any chunk is requested.
import './public-path';
// The async boundary lets module federation negotiate shared singletons before React loads. It
// starts in a task of its own, so evaluating this file and negotiating the shares are two short
// tasks rather than one long one on a slow phone.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
