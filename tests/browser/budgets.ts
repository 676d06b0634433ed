/**
 * How long a browser test may take: a guard against a page that hangs, not a speed goal (speed
 * is measured by `npm run bench`, never by a timeout). Each budget is well above the longest the
 * check took on a 2-core machine busy with other jobs: at load average 10 to 16 a view took 4 to
 * 15 s (half of them under 8 s; about 1 s when the machine was quiet); at load average 18 to 20,
 * with the unit tests running beside, an adventure's map took 60 s and a double axe-core run
 * (axe.test.ts) over 60 s, which failed runs at the earlier budgets of 45 and 60 s.
 */

/** One view alone: load, screenshot, axe-core, wording (tests/browser/screenshots.test.ts), or a chat card's readability. */
export const VIEW_BUDGET_MS = 90_000;

/**
 * The views with the most to draw (an adventure's whole map, a gun's path across a scene) and
 * the index, which renders every view on one page.
 */
export const HEAVY_VIEW_BUDGET_MS = 120_000;
const HEAVY_VIEWS: ReadonlySet<string | undefined> = new Set([
  undefined,
  "adventure-map-1",
  "adventure-map-2",
  "chat-gun-solid-shot",
  "chat-gun-canister",
]);

/**
 * A view's budget (`undefined`: the index of every view). A chat card's view is also read with
 * every whole card opened and shot twice (tests/browser/chat-readability.ts): up to 28 s more on
 * the busy machine, hence the heavy budget.
 */
export function viewBudget(view: string | undefined): number {
  return HEAVY_VIEWS.has(view) || view?.startsWith("chat-") ? HEAVY_VIEW_BUDGET_MS : VIEW_BUDGET_MS;
}

/** A responding view driven through a few clicks and changes (tests/browser/interactive-views.test.ts). */
export const INTERACTION_BUDGET_MS = 90_000;
