/** Tells fvtt-types the system's queries, so User#query checks their data and answers. */
import type {
  ActivationAnswer,
  ActivationPayload,
  DrawAnswer,
  DrawPayload,
  EndOfTurnAnswer,
  EndOfTurnPayload,
} from "./query-wire";

declare global {
  namespace CONFIG {
    interface Queries {
      "combat-patrol.draw": (data: DrawPayload) => Promise<DrawAnswer>;
      "combat-patrol.drawActivation": (data: ActivationPayload) => Promise<ActivationAnswer>;
      "combat-patrol.endOfTurn": (data: EndOfTurnPayload) => Promise<EndOfTurnAnswer>;
    }
  }
}
