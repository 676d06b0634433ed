/** Tells fvtt-types the system's queries, so User#query checks their data and answers. */
import type { ActivationAnswer, ActivationQuery, DrawAnswer, DrawQuery, EndOfTurnAnswer, EndOfTurnQuery } from "./wire";

declare global {
  namespace CONFIG {
    interface Queries {
      "combat-patrol.draw": (data: DrawQuery) => Promise<DrawAnswer>;
      "combat-patrol.drawActivation": (data: ActivationQuery) => Promise<ActivationAnswer>;
      "combat-patrol.endOfTurn": (data: EndOfTurnQuery) => Promise<EndOfTurnAnswer>;
    }
  }
}
