/** The message /elrcpt/MyDocPopup posts to its opener (same origin only) with the picked files: { type, files }. */
export const MYDOC_MESSAGE = 'portal:mydoc';
