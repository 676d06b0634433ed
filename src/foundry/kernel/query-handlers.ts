/**
 * The query handlers as plain functions over a coordinator: only the active GM's client answers
 * (any other client that is asked refuses, nothing drawn), and each answer is what the
 * coordinator decided (who may draw from which deck is checked there).
 *
 * Identity: the requester is the sender the SERVER names for the query (sender.ts),
 * never a field of the payload: a `requesterId` in the data is dropped, and a payload whose
 * sender is not on record is refused with nothing drawn.
 */
import type { DrawCoordinator } from "./draw-coordinator";
import { refusal } from "./draw-refusals";
import { senderLedger, withoutIdentity, type QueryOptionsSeen, type SenderLedger } from "./query-sender";
import type {
  ActivationAnswer,
  ActivationPayload,
  DrawAnswer,
  DrawPayload,
  EndOfTurnAnswer,
  EndOfTurnPayload,
} from "./query-wire";

interface QueryHandlers {
  draw(data: DrawPayload, options?: QueryOptionsSeen): Promise<DrawAnswer>;
  activation(data: ActivationPayload, options?: QueryOptionsSeen): Promise<ActivationAnswer>;
  endOfTurn(data: EndOfTurnPayload, options?: QueryOptionsSeen): Promise<EndOfTurnAnswer>;
}

export function queryHandlers(
  isActiveGM: () => boolean,
  /** The active GM's coordinator (draw-service.ts loads its module on first use). */
  coordinator: () => DrawCoordinator | Promise<DrawCoordinator>,
  senders: SenderLedger = senderLedger,
): QueryHandlers {
  const refused = () => refusal("noActiveGM");
  /** The handler's request with the server-vouched requester, or null (refused). */
  const vouched = <T extends object>(
    data: T,
    options: QueryOptionsSeen | undefined,
  ): (Omit<T, "requesterId"> & { requesterId: string }) | null => {
    const sender = senders.senderOf(data, options);
    return sender === null ? null : { ...withoutIdentity(data), requesterId: sender };
  };
  const unknownSender = () => refusal("unknownSender");
  return {
    draw: async (data, options) => {
      if (!isActiveGM()) return refused();
      const query = vouched(data, options);
      return query ? (await coordinator()).draw(query) : unknownSender();
    },
    activation: async (data, options) => {
      if (!isActiveGM()) return refused();
      const query = vouched(data, options);
      return query ? (await coordinator()).drawActivation(query) : unknownSender();
    },
    endOfTurn: async (data, options) => {
      if (!isActiveGM()) return refused();
      const query = vouched(data, options);
      return query ? (await coordinator()).endOfTurn(query) : unknownSender();
    },
  };
}
