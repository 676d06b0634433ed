/**
 * The stat headers and notations a player meets on the sheets and chat cards ("Guts", "4 (2)",
 * "+1 (+2)", "Bog", "d10") each explain themselves on hover: every such element with text carries
 * a data-tooltip (Foundry's tooltip). Run in the page by screenshots.test.ts on every view.
 */
import type { Page } from "playwright-core";

/** The headers and notations that need a tooltip, wherever a view shows them. */
export const NEEDS_TOOLTIP = [
  ".cp-record thead th", // a figure's or herd's attributes, a weapon's bands
  ".cp-weapon-table thead th:not(.cp-col-name)", // the weapon table's bands, reload, hand to hand
  ".cp-weapon-table td.cp-band", // "4 (2)": range and shots
  ".cp-member-table thead th:not(.cp-col-name):not(.cp-col-states)", // a unit's Guts, Accuracy, wounds, ammunition
  ".cp-chat-card-used dt", // the sections a result read off a card
  ".cp-cell-label", // every section of a whole card
  ".cp-chat-card-morale thead th:first-child", // the card's morale table
  ".cp-actions .cp-action", // a sheet's action buttons: what each does
  ".cp-stat .cp-label", // a weapon's reload, hand to hand, blast template, date
  ".cp-die-box .cp-label", // a command die
].join(", ");

/** How many of those elements the view shows, and a line for each one without a tooltip. */
export async function tooltipCheck(page: Page, root: string): Promise<{ counted: number; problems: string[] }> {
  return page.$$eval(`${root} :is(${NEEDS_TOOLTIP})`, (elements) => {
    const problems: string[] = [];
    let counted = 0;
    for (const el of elements) {
      const text = (el.textContent ?? "").trim();
      if (!text) continue;
      counted += 1;
      if (!(el.getAttribute("data-tooltip") ?? "").trim()) problems.push(`no tooltip on "${text}"`);
    }
    return { counted, problems: [...new Set(problems)] };
  });
}
