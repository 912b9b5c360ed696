/** Injected by the build (DefinePlugin): a label for this build, e.g. a release name. */
declare const __PORTAL_BUILD_TAG__: string;
declare module '*.css';
