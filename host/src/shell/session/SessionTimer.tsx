/** Header session timer with an extend button (shown while signed in). */
export function SessionTimer() {
  return null;
}
