/**
 * The query handlers as plain functions over a coordinator: only the active GM's client answers
 * (any other client that is asked refuses, nothing drawn), and each answer is what the
 * coordinator decided (who may draw from which deck is checked there).
 */
import { refusal, type DrawCoordinator } from "../cards/coordinator";
import type { ActivationAnswer, ActivationQuery, DrawAnswer, DrawQuery, EndOfTurnAnswer, EndOfTurnQuery } from "./wire";

export interface QueryHandlers {
  draw(data: DrawQuery): Promise<DrawAnswer>;
  activation(data: ActivationQuery): Promise<ActivationAnswer>;
  endOfTurn(data: EndOfTurnQuery): Promise<EndOfTurnAnswer>;
}

export function queryHandlers(isActiveGM: () => boolean, coordinator: () => DrawCoordinator): QueryHandlers {
  const refused = () => refusal("noActiveGM");
  return {
    draw: async (data) => (isActiveGM() ? coordinator().draw(data) : refused()),
    activation: async (data) => (isActiveGM() ? coordinator().drawActivation(data) : refused()),
    endOfTurn: async (data) => (isActiveGM() ? coordinator().endOfTurn(data) : refused()),
  };
}
