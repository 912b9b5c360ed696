/** Page-satisfaction box (만족도 조사), shown where the menu has menuUseSatisfaction. */
export function SatisfactionBox() {
  return null;
}
