/**
 * CORE-5 a small dialog's odds lines counted off the main thread: the dialog's answers make a plain-data request
 * (rules/odds/live-odds.ts), the odds worker counts it (kernel/live-odds-client.ts), and the words are made here from
 * the count's figures; `live` makes the same lines from the same count on the spot (the preview and the tests read it).
 */
import { countLiveOdds, type LiveOddsKind, type LiveOddsRequestOf, type LiveOddsResults } from "@rules/odds/live-odds";
import type { Format } from "@foundry/shared/format";
import type { Answers, AskConfig, LiveLine } from "@foundry/kernel/ask-dialog";
import { liveOddsCounter, type LiveOddsCounter } from "@foundry/kernel/live-odds-client";
import { oddsOrNone } from "./odds-text";

/**
 * The dialog's `live` and `liveCount` for a count: `request` reads the answers (lines of its own instead when there is
 * nothing to count, e.g. no cards left), `lines` words the count's figures.
 */
export function countedOdds<K extends LiveOddsKind>(
  t: Format,
  request: (answers: Answers) => LiveOddsRequestOf<K> | readonly LiveLine[],
  lines: (result: LiveOddsResults[K], request: LiveOddsRequestOf<K>) => readonly LiveLine[],
  counter: () => LiveOddsCounter = liveOddsCounter,
): Required<Pick<AskConfig, "live" | "liveCount">> {
  return {
    live: (answers) =>
      oddsOrNone(() => {
        const r = request(answers);
        return isLines(r) ? r : lines(countLiveOdds(r), r);
      }),
    liveCount: {
      counting: t("COMBAT_PATROL.Odds.counting"),
      count: async (answers) => {
        let r: LiveOddsRequestOf<K> | readonly LiveLine[];
        try {
          r = request(answers);
        } catch {
          return [];
        }
        if (isLines(r)) return r;
        try {
          return lines(await counter().count(r), r);
        } catch {
          return [];
        }
      },
    },
  };
}

function isLines<K extends LiveOddsKind>(r: LiveOddsRequestOf<K> | readonly LiveLine[]): r is readonly LiveLine[] {
  return Array.isArray(r);
}
