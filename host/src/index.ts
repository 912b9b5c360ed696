// First: where the shell's chunks load from (the app context path), before any chunk is requested.
import './public-path';
// The async boundary lets module federation negotiate shared singletons before React loads.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
